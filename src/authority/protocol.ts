/**
 * What a user may ask the GM's desk for, and what he is told back. Pure.
 *
 * A request says what to do and the state it was made against (the deck's serial, the card's
 * revision), never who asks: the desk learns that from the channel the request came by (the user
 * the server names as the writer of the request, or the active GM's own client). Anything read off
 * the wire goes through readEnvelope, which keeps only what it knows.
 */
import { DECK_ACTIONS, type DeckAction } from '../combat/deck-store';
import { SCENARIO_TOGGLES, SIDES, type ScenarioToggle, type Side } from '../combat/squadrons';

export type DeskRequest =
  /** Apply a card (or make one of its choices). */
  | { kind: 'applyCard'; messageId: string; option: string | null; revision: number }
  /** The GM carries out, or turns down, a card a player asked to apply. */
  | { kind: 'approveCard'; messageId: string; revision: number }
  | { kind: 'declineCard'; messageId: string; revision: number }
  /** The GM takes back what a card did. */
  | { kind: 'undoCard'; messageId: string; revision: number }
  /** An action on a battle's turn deck. */
  | { kind: 'deck'; combatId: string; serial: number; action: DeckAction; card: string; commander: string; subordinates: string[] }
  /** The GM sets one of a battle's scenario switches. */
  | { kind: 'scenario'; combatId: string; key: ScenarioToggle; value: boolean }
  /** The GM puts ships (by combatant id) in a squadron ('' sends them back to their nation's). */
  | { kind: 'placeShips'; combatId: string; combatantIds: string[]; squadron: string; side: Side | null; flagship: string | null };

export type RequestKind = DeskRequest['kind'];

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

export const answer = (id: string, ok: boolean, code: string, data: Record<string, string> = {}): Answer => ({ id, ok, code, data });

const isString = (v: unknown): v is string => typeof v === 'string';
const isId = (v: unknown): v is string => isString(v) && v.length > 0 && v.length <= 64;
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

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
      if (!isId(d.combatId) || !isCount(d.serial) || !(DECK_ACTIONS as readonly unknown[]).includes(d.action)) return null;
      const short = (v: unknown): v is string => isString(v) && v.length <= 120;
      if (!short(d.card) || !short(d.commander) || !(Array.isArray(subordinates) && subordinates.length <= 64 && subordinates.every(isId))) return null;
      return { kind: 'deck', combatId: d.combatId, serial: d.serial, action: d.action as DeckAction, card: d.card, commander: d.commander, subordinates: [...subordinates] };
    }
    case 'scenario':
      if (!isId(d.combatId) || !(SCENARIO_TOGGLES as readonly unknown[]).includes(d.key) || typeof d.value !== 'boolean') return null;
      return { kind: 'scenario', combatId: d.combatId, key: d.key as ScenarioToggle, value: d.value };
    case 'placeShips': {
      const ids = d.combatantIds;
      if (!isId(d.combatId) || !(Array.isArray(ids) && ids.length > 0 && ids.length <= 200 && ids.every(isId)) || !isString(d.squadron) || d.squadron.length > 60) return null;
      const side = (SIDES as readonly unknown[]).includes(d.side) ? (d.side as Side) : null;
      const flagship = isId(d.flagship) && ids.includes(d.flagship) ? d.flagship : null;
      return { kind: 'placeShips', combatId: d.combatId, combatantIds: [...ids], squadron: d.squadron.trim(), side, flagship };
    }
    default:
      return null;
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
  if (!entries.every(([, v]) => isString(v))) return null;
  return { id: d.id, ok: d.ok, code: d.code, data: Object.fromEntries(entries) as Record<string, string> };
}
