/**
 * Requests to change the turn deck, from the tracker or (for players) through the GM's query.
 * Pure: who may ask for what, and reading a request sent over the wire.
 */
import { cardInfo } from '../rules/kmh';
import { RulesError } from '../rules/errors';
import { DECK_ACTIONS, type DeckAction } from './deck-store';
import type { Squadron } from './squadrons';

export interface DeckRequest {
  combatId: string;
  action: DeckAction;
  /** The card held or played ('' for the others). */
  card: string;
  /** Who asks; the GM's handler checks this user, never the client's word. */
  userId: string;
  /** For combine: the commanding squadron and those that move on its card; for split, subordinates. */
  commander?: string;
  subordinates?: string[];
}

/** Actions only a GM takes. Players may only hold and play their own squadrons' Fire cards. */
const PLAYER_ACTIONS: readonly DeckAction[] = ['hold', 'play'];

/** Reads a request received by the query handler; null when malformed. */
export function readRequest(data: unknown): DeckRequest | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.combatId !== 'string' || typeof d.userId !== 'string' || typeof d.card !== 'string') return null;
  if (!(DECK_ACTIONS as readonly unknown[]).includes(d.action)) return null;
  const subordinates = d.subordinates;
  if (subordinates !== undefined && !(Array.isArray(subordinates) && subordinates.every((s) => typeof s === 'string'))) return null;
  if (d.commander !== undefined && typeof d.commander !== 'string') return null;
  return {
    combatId: d.combatId,
    action: d.action as DeckAction,
    card: d.card,
    userId: d.userId,
    ...(d.commander !== undefined ? { commander: d.commander } : {}),
    ...(subordinates !== undefined ? { subordinates: subordinates } : {}),
  };
}

/** May this user make this request? A player only for a Fire card of a squadron where they own a ship. */
export function mayRequest(request: DeckRequest, squadrons: readonly Squadron[], user: { id: string; isGM: boolean }): boolean {
  if (user.isGM) return true;
  if (request.userId !== user.id || !PLAYER_ACTIONS.includes(request.action)) return false;
  let info;
  try {
    info = cardInfo(request.card);
  } catch (error) {
    if (error instanceof RulesError) return false;
    throw error;
  }
  if (info.kind !== 'fire') return false;
  return squadrons.find((s) => s.id === info.squadron)?.ownerIds.includes(user.id) ?? false;
}
