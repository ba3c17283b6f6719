/**
 * The desk's derivation of a card as it seals it (decision desk-derive): the card's rule run again
 * on the dice its message records, from the ships' sheets and the GM's table; a duel's turn counts
 * only if the desk's own record of the duel names its message. What is wrong becomes the card's
 * void reason, and the answer its poster and the GM read. Pure over the Desk port.
 */
import { derivationProblem, type DeriveFigures, type DeriveProblem } from '../chat/derive';
import type { Desk, DeskCard } from './desk';
import { shipTable, type Ledger } from './ledger';
import { answer, type Answer } from './protocol';

/** The void reasons a derivation gives (ledger.ts VOID_REASONS). */
export const DERIVE_REASONS = ['outcomeDiffers', 'diceDiffer', 'rollUntold'] as const;
export type DeriveReason = (typeof DERIVE_REASONS)[number];

/** The sheets and the boarding records as the desk reads them now. */
export function deskFigures(desk: Desk, ledger: Ledger): DeriveFigures {
  return { ship: (uuid) => desk.ship(uuid), boarding: (uuid) => shipTable(ledger.table, uuid).boarding ?? null };
}

/** Whether the desk posted this duel's turn: its duel's history names the message, for that turn. */
function postedByTheDesk(desk: Desk, message: DeskCard): boolean {
  const card = message.card;
  if (card?.kind !== 'duel') return false;
  const record = desk.duels().find((r) => r.id === card.duelId);
  return Boolean(record?.history.some((h) => h.messageId === message.id && h.turn === card.turn));
}

/** What is wrong with a card's outcome, or null when it is exactly what its roll gives. */
export function deskDerivation(
  desk: Desk,
  message: DeskCard,
  ledger: Ledger,
): DeriveProblem | { code: 'notFromTheDesk' } | null {
  const card = message.card;
  if (!card) return null;
  if (card.kind === 'duel') return postedByTheDesk(desk, message) ? null : { code: 'notFromTheDesk' };
  return derivationProblem(card, message.rolls, deskFigures(desk, ledger));
}

/** The void reason a problem gives (a ship gone since counts as an outcome that is not the card's). */
export function deriveReason(problem: DeriveProblem | { code: 'notFromTheDesk' }): DeriveReason | 'notFromTheDesk' {
  return problem.code === 'shipGone' ? 'outcomeDiffers' : problem.code;
}

/** The refusal that says why, with the ship it names. */
export function deriveAnswer(id: string, problem: DeriveProblem | { code: 'notFromTheDesk' }): Answer {
  return answer(id, false, deriveReason(problem), 'ship' in problem ? { ship: problem.ship } : {});
}
