/**
 * Players' deck actions (holding and playing their Fire cards) go to the active GM as the
 * `broadside.deck` query; the handler re-checks the asking user there (Combat.applyDeckRequest).
 */
import { RulesError } from '../rules/errors';
import { SYSTEM_ID } from '../sheets/sheet-support';
import { BroadsideCombat } from './combat';
import type { DeckChange } from './deck-store';
import { afterChange } from './procedures';
import { readRequest, type DeckRequest } from './requests';
import { activeGMOrWarn } from '../documents/gm-query';

export const DECK_QUERY = `${SYSTEM_ID}.deck`;

/** What the GM answers: done, or refused with the reason's code. */
export interface DeckQueryAnswer {
  ok: boolean;
  code: string;
}

/** The GM's handler of the query. */
export async function handleDeckQuery(data: unknown): Promise<DeckQueryAnswer> {
  const request = readRequest(data);
  const combat = request ? game.combats?.get(request.combatId) : undefined;
  if (!request || !(combat instanceof BroadsideCombat)) return { ok: false, code: 'notAllowed' };
  try {
    const change = await combat.applyDeckRequest(request);
    if (!change) return { ok: false, code: 'notAllowed' };
    await afterChange(combat, change, request.userId);
    return { ok: true, code: '' };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, code: error.code };
    throw error;
  }
}

/**
 * Carries out a deck action: on a GM at once (the change is returned, for the caller's chat
 * cards), for a player through the active GM (null is returned; the GM posts the chat cards).
 */
export async function requestDeckAction(combat: BroadsideCombat, request: DeckRequest): Promise<DeckChange | null> {
  if (game.user?.isGM) return combat.applyDeckRequest(request);
  const gm = activeGMOrWarn();
  if (!gm) return null;
  const answer = (await gm.query(DECK_QUERY as never, request as never)) as unknown as DeckQueryAnswer | undefined;
  if (answer && !answer.ok) {
    if (answer.code === 'notAllowed') ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Deck.Error.notAllowed'));
    else throw new RulesError(answer.code, answer.code);
  }
  return null;
}
