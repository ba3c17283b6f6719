/**
 * Who may ask for which turn-deck action. Pure; the desk (the turn sequence's requests,
 * authority/turn-desk.ts) asks it about the user the request came from.
 */
import { cardInfo } from '../../rules/kmh';
import { RulesError } from '../../rules/errors';
import type { DeckAction } from '../../data/stored-deck';
import type { Squadron } from '../../data/squadrons';
import type { DeskRequest } from '../../authority/channel/protocol';

/** A deck action as the rules of asking read it. */
export interface DeckAsk {
  action: DeckAction;
  /** The card held or played ('' for the others). */
  card: string;
  /** For combine: the commanding squadron and those that move on its card; for split, subordinates. */
  commander: string;
  subordinates: readonly string[];
}

/**
 * Actions players may ask for: holding and playing their own squadrons' Fire cards, and, for a
 * flag officer, combining squadrons under their Move card and splitting them again.
 */
const PLAYER_ACTIONS: readonly DeckAction[] = ['hold', 'play', 'combine', 'split'];

/**
 * May this user make this request? The GM always. A player: hold or play a Fire card of a squadron
 * where they own a ship; combine squadrons of the same side under a squadron whose flag officer
 * they are; split a squadron from the one whose flag officer they are (decision deck-flag-officers).
 * `combined` is the deck's [subordinate, commander] pairs.
 */
export function mayAskDeck(
  request: DeckAsk,
  squadrons: readonly Squadron[],
  user: { id: string; isGM: boolean },
  combined: readonly (readonly [string, string])[] = [],
): boolean {
  if (user.isGM) return true;
  if (!PLAYER_ACTIONS.includes(request.action)) return false;
  const byId = (id: string) => squadrons.find((s) => s.id === id);
  const commands = (id: string | undefined) => !!id && (byId(id)?.flagOfficerIds.includes(user.id) ?? false);
  if (request.action === 'combine') {
    const commander = byId(request.commander);
    return (
      commands(commander?.id) &&
      request.subordinates.length > 0 &&
      request.subordinates.every((id) => id !== commander!.id && byId(id)?.side === commander!.side)
    );
  }
  if (request.action === 'split') {
    return (
      request.subordinates.length > 0 &&
      request.subordinates.every((id) => commands(combined.find(([sub]) => sub === id)?.[1]))
    );
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

/** The desk request of a deck action from the tracker, made against the deck the asker sees. */
export function deckRequestOf(
  combatId: string,
  serial: number,
  action: DeckAction,
  extra: { card?: string; commander?: string; subordinates?: string[] } = {},
): Extract<DeskRequest, { kind: 'deck' }> {
  return {
    kind: 'deck',
    combatId,
    serial,
    action,
    card: extra.card ?? '',
    commander: extra.commander ?? '',
    subordinates: extra.subordinates ?? [],
  };
}
