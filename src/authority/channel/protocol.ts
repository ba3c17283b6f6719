/**
 * What a user may ask the GM's desk for, and what he is told back. Pure.
 *
 * A request says what to do and the state it was made against (the deck's serial, the card's
 * revision), never who asks: the desk learns that from the channel the request came by (the user
 * the server names as the writer of the request, or the active GM's own client). Anything read off
 * the wire goes through readEnvelope, which keeps only what it knows.
 */
import { DECK_ACTIONS, type DeckAction } from '../../data/stored-deck';
import { SCENARIO_TOGGLES, SIDES, type ScenarioToggle, type Side } from '../../data/squadrons';
import { isId } from '../../guards';
import {
  MAX_DECK_CARD_SHIPS,
  MAX_FIGHTERS,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTICE_BLANKS,
  MAX_UUID_LENGTH,
} from '../../data/card-bounds';

export { MAX_FIGHTERS };

/**
 * The bounds of what travels (decision card-bounds): a request's or an answer's text, the counters
 * it names (a card's revision, a deck's serial, a duel's turn: no table counts this far), the
 * squadrons under one flag officer, a squadron's name, the metres between duelling fighters.
 */
export const MAX_ENVELOPE_CHARS = 16 * 1024;
export const MAX_COUNTER = 1_000_000;
export const MAX_SUBORDINATES = 64;
export const MAX_SQUADRON_NAME_LENGTH = 60;
export const MAX_DUEL_GAP = 100;

export type DeskRequest =
  /** Apply a card (or make one of its choices). */
  | { kind: 'applyCard'; messageId: string; option: string | null; revision: number }
  /** The GM carries out, or turns down, a card a player asked to apply. */
  | { kind: 'approveCard'; messageId: string; revision: number }
  | { kind: 'declineCard'; messageId: string; revision: number }
  /** The GM takes back what a card did. */
  | { kind: 'undoCard'; messageId: string; revision: number }
  /** An action on a battle's turn deck. */
  | {
      kind: 'deck';
      combatId: string;
      serial: number;
      action: DeckAction;
      card: string;
      commander: string;
      subordinates: string[];
    }
  /** The GM sets one of a battle's scenario switches. */
  | { kind: 'scenario'; combatId: string; key: ScenarioToggle; value: boolean }
  /** The GM steps a battle's phased turn (the tracker's phase buttons), against the turn's serial he saw. */
  | { kind: 'sequence'; combatId: string; serial: number; action: SequenceAction }
  /** The GM puts ships (by combatant id) in a squadron ('' sends them back to their nation's). */
  | {
      kind: 'placeShips';
      combatId: string;
      combatantIds: string[];
      squadron: string;
      side: Side | null;
      flagship: string | null;
    }
  /**
   * A player's shot at a ship he does not command with a gunnery module's own card, rolled by the
   * GM's client (decision desk-rolls): its order, in the module's terms (authority/gunnery-desk.ts). */
  | { kind: 'gunneryFire'; firer: string; target: string; order: Record<string, unknown> }
  /** A request a rule module adds, read by the reader it registers (addRequestReaders). */
  | ModuleRequest;

/**
 * The requests rule modules add, by kind: a module names each by declaration merging
 * (`declare module '…/channel/protocol' { interface ModuleRequests { myKind: { kind: 'myKind'; … } } }`)
 * and registers its reader and its desk handler when it registers.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleRequests {}
export type ModuleRequestKind = keyof ModuleRequests;
export type ModuleRequest = ModuleRequests[ModuleRequestKind];

export type RequestKind = DeskRequest['kind'];

/** Reads a module's requests off the wire: each with exactly its keys, each within its bounds, or null. */
export type RequestReader = (data: Record<string, unknown>) => DeskRequest | null;

const moduleReaders = new Map<string, RequestReader>();

/**
 * Gives the wire the reader of some kinds of a module's own requests (the module, at registration);
 * a kind the protocol reads itself is never handed to a module. A kind another reader already reads
 * is refused: a second module must not quietly decide what the first one's requests may carry.
 */
export function addRequestReader(kinds: readonly ModuleRequestKind[], reader: RequestReader): void {
  for (const kind of kinds) {
    const taken = moduleReaders.get(kind);
    if (taken && taken !== reader) throw new Error(`Broadside | the request kind "${kind}" already has a reader`);
  }
  for (const kind of kinds) moduleReaders.set(kind, reader);
}

/** What a phased turn's tracker buttons ask: begin the turn, step on or back, roll initiative or the phase's dice. */
export const SEQUENCE_ACTIONS = ['begin', 'advance', 'back', 'initiative', 'roll'] as const;
export type SequenceAction = (typeof SEQUENCE_ACTIONS)[number];

/** A request with the id its answer will carry. */
export interface Envelope {
  id: string;
  request: DeskRequest;
}

/**
 * What the asker is told. `code` names the outcome (BROADSIDE.Desk.<code>, translated on the
 * asker's client); `data` fills its blanks.
 */
export interface Answer {
  id: string;
  ok: boolean;
  code: string;
  data: Record<string, string>;
}

export const answer = (id: string, ok: boolean, code: string, data: Record<string, string> = {}): Answer => ({
  id,
  ok,
  code,
  data,
});

/**
 * Whether a desk step's result is already its answer (a refusal) rather than what it looked up;
 * the records and cards the desk looks up carry neither `ok` nor `code`.
 */
export const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'ok' in v && 'code' in v;

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isCount = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNTER;
export const isUuid = (v: unknown): v is string => isString(v) && v.length > 0 && v.length <= MAX_UUID_LENGTH;
/** A gunnery module's order off the wire: a plain object of a few short keys and plain values. */
const isSmallOrder = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.entries(v as Record<string, unknown>).length <= 16 &&
  Object.entries(v as Record<string, unknown>).every(
    ([k, x]) =>
      k.length <= 40 &&
      (x === null ||
        typeof x === 'boolean' ||
        (typeof x === 'number' && Number.isFinite(x)) ||
        (typeof x === 'string' && x.length <= 40)),
  );

function readRequest(data: unknown): DeskRequest | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  switch (d.kind) {
    case 'applyCard':
      if (!isId(d.messageId) || !isCount(d.revision) || !(d.option === null || isId(d.option))) return null;
      return { kind: 'applyCard', messageId: d.messageId, option: d.option, revision: d.revision };
    case 'approveCard':
    case 'declineCard':
    case 'undoCard':
      if (!isId(d.messageId) || !isCount(d.revision)) return null;
      return { kind: d.kind, messageId: d.messageId, revision: d.revision };
    case 'deck': {
      const subordinates = d.subordinates;
      if (!isId(d.combatId) || !isCount(d.serial) || !(DECK_ACTIONS as readonly unknown[]).includes(d.action))
        return null;
      const short = (v: unknown): v is string => isString(v) && v.length <= MAX_KEY_LENGTH;
      if (
        !short(d.card) ||
        !short(d.commander) ||
        !(Array.isArray(subordinates) && subordinates.length <= MAX_SUBORDINATES && subordinates.every(isId))
      )
        return null;
      return {
        kind: 'deck',
        combatId: d.combatId,
        serial: d.serial,
        action: d.action as DeckAction,
        card: d.card,
        commander: d.commander,
        subordinates: [...subordinates],
      };
    }
    case 'scenario':
      if (
        !isId(d.combatId) ||
        !(SCENARIO_TOGGLES as readonly unknown[]).includes(d.key) ||
        typeof d.value !== 'boolean'
      )
        return null;
      return { kind: 'scenario', combatId: d.combatId, key: d.key as ScenarioToggle, value: d.value };
    case 'sequence':
      if (!isId(d.combatId) || !isCount(d.serial) || !(SEQUENCE_ACTIONS as readonly unknown[]).includes(d.action))
        return null;
      return { kind: 'sequence', combatId: d.combatId, serial: d.serial, action: d.action as SequenceAction };
    case 'placeShips': {
      const ids = d.combatantIds;
      if (
        !isId(d.combatId) ||
        !(Array.isArray(ids) && ids.length > 0 && ids.length <= MAX_DECK_CARD_SHIPS && ids.every(isId)) ||
        !isString(d.squadron) ||
        d.squadron.length > MAX_SQUADRON_NAME_LENGTH
      )
        return null;
      const side = (SIDES as readonly unknown[]).includes(d.side) ? (d.side as Side) : null;
      // A flagship that is not one of the ships is refused by the desk, not dropped here.
      const flagship = isId(d.flagship) ? d.flagship : null;
      return {
        kind: 'placeShips',
        combatId: d.combatId,
        combatantIds: [...ids],
        squadron: d.squadron.trim(),
        side,
        flagship,
      };
    }
    case 'gunneryFire':
      // The module reads the order; here it need only be small plain data.
      if (!isUuid(d.firer) || !isUuid(d.target) || !isSmallOrder(d.order)) return null;
      return { kind: 'gunneryFire', firer: d.firer, target: d.target, order: { ...d.order } };
    default: {
      // A module's request of the kind it says, when a module reads that kind; nothing else is a request.
      const read = typeof d.kind === 'string' ? moduleReaders.get(d.kind)?.(d) : null;
      return read && read.kind === d.kind ? read : null;
    }
  }
}

/** A request envelope read off the wire; null when it is not one. */
export function readEnvelope(data: unknown): Envelope | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const request = readRequest(d.request);
  return isId(d.id) && request ? { id: d.id, request } : null;
}

/** An answer read off the wire; null when it is not one. */
export function readAnswer(data: unknown): Answer | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (!isId(d.id) || typeof d.ok !== 'boolean' || !isId(d.code) || !d.data || typeof d.data !== 'object') return null;
  const entries = Object.entries(d.data as Record<string, unknown>);
  // An answer's blanks are names and counts: a list of names joined is the longest.
  if (
    entries.length > MAX_NOTICE_BLANKS ||
    !entries.every(
      ([k, v]) => k.length <= MAX_KEY_LENGTH && isString(v) && v.length <= MAX_NAME_LENGTH * MAX_FIGHTERS * 4,
    )
  )
    return null;
  return { id: d.id, ok: d.ok, code: d.code, data: Object.fromEntries(entries) as Record<string, string> };
}
