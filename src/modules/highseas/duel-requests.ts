/**
 * The duel's requests on the wire: what the module adds to the desk's requests, and the reader that
 * keeps each within its bounds (decision card-bounds) before its handler (duel-desk.ts) sees it.
 */
import { POSITIONS, type Position } from '../../rules/highseas';
import { isId } from '../../guards';
import {
  MAX_DUEL_GAP,
  MAX_FIGHTERS,
  isCount,
  isString,
  isUuid,
  type ModuleRequestKind,
  type RequestReader,
} from '../../authority/channel/protocol';

declare module '../../authority/channel/protocol' {
  interface ModuleRequests {
    /** A duel between these Crew actors (by uuid), fought aboard or not, the fighters `gap` metres apart. */
    startDuel: { kind: 'startDuel'; fighters: string[]; aboard: boolean; gap: number };
    /** A fighter's sealed pick for a turn: only the commitment (authority/handlers/picks.ts). */
    commitPick: { kind: 'commitPick'; duelId: string; turn: number; fighter: string; commitment: string };
    /** The GM reveals the turn with the picks he holds; a fighter who has none takes no action. */
    revealDuel: { kind: 'revealDuel'; duelId: string; turn: number };
    endDuel: { kind: 'endDuel'; duelId: string };
    /** The GM puts a fighter on deck, aloft or in the water, on higher ground or not (decision hs-positions). */
    placeFighter: { kind: 'placeFighter'; duelId: string; fighter: string; position: Position; highGround: boolean };
  }
}

/** The duel's kinds of request, which its reader reads. */
export const DUEL_REQUEST_KINDS = [
  'startDuel',
  'commitPick',
  'revealDuel',
  'endDuel',
  'placeFighter',
] as const satisfies readonly ModuleRequestKind[];

/** A duel's request off the wire: exactly its keys, each within its bounds, or null. */
export const readDuelRequest: RequestReader = (d) => {
  switch (d.kind) {
    case 'startDuel': {
      const fighters = d.fighters;
      if (!(
        Array.isArray(fighters) &&
        fighters.length >= 2 &&
        fighters.length <= MAX_FIGHTERS &&
        fighters.every(isUuid)
      ))
        return null;
      if (typeof d.aboard !== 'boolean' || !isCount(d.gap) || d.gap > MAX_DUEL_GAP) return null;
      return { kind: 'startDuel', fighters: [...fighters], aboard: d.aboard, gap: d.gap };
    }
    case 'commitPick':
      if (
        !isId(d.duelId) ||
        !isCount(d.turn) ||
        !isId(d.fighter) ||
        !isString(d.commitment) ||
        !/^[0-9a-f]{64}$/.test(d.commitment)
      )
        return null;
      return { kind: 'commitPick', duelId: d.duelId, turn: d.turn, fighter: d.fighter, commitment: d.commitment };
    case 'revealDuel':
      if (!isId(d.duelId) || !isCount(d.turn)) return null;
      return { kind: 'revealDuel', duelId: d.duelId, turn: d.turn };
    case 'endDuel':
      return isId(d.duelId) ? { kind: 'endDuel', duelId: d.duelId } : null;
    case 'placeFighter':
      if (
        !isId(d.duelId) ||
        !isId(d.fighter) ||
        !(POSITIONS as readonly unknown[]).includes(d.position) ||
        typeof d.highGround !== 'boolean'
      )
        return null;
      return {
        kind: 'placeFighter',
        duelId: d.duelId,
        fighter: d.fighter,
        position: d.position as Position,
        highGround: d.highGround,
      };
    default:
      return null;
  }
};
