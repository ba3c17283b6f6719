/**
 * The desk's table of requests: which desk function carries out which kind of request. The queue
 * (desk.ts) looks each request's kind up here as it runs it; nothing else carries out a request.
 */
import type { Handler, Handlers } from '../desk';
import type { DeskRequest } from '../channel/protocol';
import { applyCard, approveCard, declineCard, undoCard } from '../handlers/card-desk';
import { turnRequest } from '../turn-desk';
import { gunneryFireRequest } from '../handlers/gunnery-desk';

/** The desk's own kinds; a rule module adds the kinds it carries out when it registers (addDeskRequests). */
export const DESK_HANDLERS = {
  applyCard,
  approveCard,
  declineCard,
  undoCard,
  // The turn sequence modules' own requests (turn-desk.ts).
  deck: turnRequest('deck'),
  scenario: turnRequest('scenario'),
  placeShips: turnRequest('placeShips'),
  sequence: turnRequest('sequence'),
  gunneryFire: gunneryFireRequest,
} satisfies Handlers;

type Kind = DeskRequest['kind'];

/** One entry of the table: a kind of request and the desk function that carries it out. */
export interface DeskRequestEntry<K extends Kind = Kind> {
  kind: K;
  handle: Handler<Extract<DeskRequest, { kind: K }>>;
}

/** An entry, its handler typed by its kind. */
export const deskRequest = <K extends Kind>(kind: K, handle: DeskRequestEntry<K>['handle']): DeskRequestEntry<K> => ({
  kind,
  handle,
});

/** An entry of any kind. */
export type AnyDeskRequestEntry = { [K in Kind]: DeskRequestEntry<K> }[Kind];

/**
 * Puts a rule module's kinds into the table (the module registers them before the first request
 * comes). A kind that already has another handler, the desk's own (such as applyCard) or another
 * module's, is refused: no module may take over what the desk checks.
 */
export function addDeskRequests(...entries: AnyDeskRequestEntry[]): void {
  const table = DESK_HANDLERS as Partial<Record<Kind, Handler>>;
  for (const { kind, handle } of entries) {
    const taken = table[kind];
    if (taken && taken !== handle) throw new Error(`Broadside | the desk already carries out "${kind}" requests`);
  }
  for (const { kind, handle } of entries) table[kind] = handle as Handler;
}
