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

/**
 * Actions players may ask for: holding and playing their own squadrons' Fire cards, and, for a
 * flag officer, combining squadrons under their Move card and splitting them again.
 */
const PLAYER_ACTIONS: readonly DeckAction[] = ['hold', 'play', 'combine', 'split'];

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

/**
 * May this user make this request? The GM always. A player: hold or play a Fire card of a squadron
 * where they own a ship; combine squadrons of the same side under a squadron whose flag officer
 * they are; split a squadron from the one whose flag officer they are (decision deck-flag-officers).
 * `combined` is the deck's [subordinate, commander] pairs.
 */
export function mayRequest(
  request: DeckRequest,
  squadrons: readonly Squadron[],
  user: { id: string; isGM: boolean },
  combined: readonly (readonly [string, string])[] = [],
): boolean {
  if (user.isGM) return true;
  if (request.userId !== user.id || !PLAYER_ACTIONS.includes(request.action)) return false;
  const byId = (id: string) => squadrons.find((s) => s.id === id);
  const commands = (id: string | undefined) => !!id && (byId(id)?.flagOfficerIds.includes(user.id) ?? false);
  if (request.action === 'combine') {
    const commander = byId(request.commander ?? '');
    const subordinates = request.subordinates ?? [];
    return (
      commands(commander?.id) &&
      subordinates.length > 0 &&
      subordinates.every((id) => id !== commander!.id && byId(id)?.side === commander!.side)
    );
  }
  if (request.action === 'split') {
    const subordinates = request.subordinates ?? [];
    return subordinates.length > 0 && subordinates.every((id) => commands(combined.find(([sub]) => sub === id)?.[1]));
  }
  let info;
  try {
    info = cardInfo(request.card);
  } catch (error) {
    if (error instanceof RulesError) return false;
    throw error;
  }
  if (info.kind !== 'fire') return false;
  return byId(info.squadron)?.ownerIds.includes(user.id) ?? false;
}
