/**
 * The desk's part of the turn sequence contract (combat/turn-sequence.ts grows from it): the
 * requests a module's turn takes (its deck's actions, its phases' steps, its squadrons, its
 * switches), each carried out by the module's own desk function. The desk's table of requests
 * (door/requests.ts) sends these kinds here, and every registered module's requests are taken
 * whatever turn sequence the world plays, as if each module had put its own in the table at init:
 * a module's function refuses what its battle does not hold (no deck, no phases begun) itself.
 */
import { answer, type DeskRequest } from './channel/protocol';
import type { Handler } from './desk';
import { modulesFor } from '../registry/rule-modules';

/** The kinds of request a turn sequence module carries out. */
export const TURN_REQUEST_KINDS = ['deck', 'scenario', 'placeShips', 'sequence'] as const;
export type TurnRequestKind = (typeof TURN_REQUEST_KINDS)[number];

/** A module's desk functions for the turn requests it takes. */
export type TurnRequests = { [K in TurnRequestKind]?: Handler<Extract<DeskRequest, { kind: K }>> };

export interface TurnSequenceDesk {
  /** The requests this module's turn takes, by kind; none for a turn the GM runs on the table alone. */
  requests: TurnRequests;
}

/**
 * The desk function for a kind of turn request: the first registered module that takes the kind
 * carries it out; with none, the asker is told the world's turn takes no such request.
 */
export function turnRequest<K extends TurnRequestKind>(kind: K): Handler<Extract<DeskRequest, { kind: K }>> {
  return (desk, asker, request, id) => {
    for (const module of modulesFor('turnSequence')) {
      const handle = (module.aspects.turnSequence as TurnSequenceDesk | undefined)?.requests[kind];
      if (handle) return (handle as Handler<Extract<DeskRequest, { kind: K }>>)(desk, asker, request, id);
    }
    return Promise.resolve(answer(id, false, 'notThisTurnSequence'));
  };
}
