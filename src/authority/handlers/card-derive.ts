/**
 * The desk's derivation of a card as it seals it (decision desk-derive): the card's rule run again
 * on the dice its message records, from the ships' sheets and the GM's table; a duel's turn counts
 * only if the desk's own record of the duel names its message; a player's shot at a ship he does
 * not command holds only if the table gives what its order tells (decision desk-fire-facts). What
 * is wrong becomes the card's void reason, and the answer its poster and the GM read. Pure over the
 * Desk port.
 */
import { derivationProblem, type DeriveFigures, type DeriveProblem } from '../derivation';
import type { AnyCard } from '../../data/card-model';
import { deskRolled } from '../../data/card-kinds';
import type { Desk, DeskCard } from '../desk';
import { shipTable, type Ledger } from '../../data/ledger-book';
import { answer, type Answer } from '../channel/protocol';
import { deskCardWork, type TableFacts } from './card-table';
import { cardKindOf } from '../gunnery';
import { gunneryFigures } from './gunnery-desk';

/** The void reasons a derivation gives (ledger.ts VOID_REASONS). */
export const DERIVE_REASONS = ['outcomeDiffers', 'diceDiffer', 'rollUntold', 'orderDiffers'] as const;

/** Why a card is not what the desk finds: its derivation, a duel's turn the desk did not post, a shot's order. */
export type DeskProblem = DeriveProblem | { code: 'notFromTheDesk' } | { code: 'orderDiffers'; ship: string };
export type DeriveReason = (typeof DERIVE_REASONS)[number];

/** The sheets and the boarding records as the desk reads them now. */
export function deskFigures(desk: Desk, ledger: Ledger): DeriveFigures {
  return {
    ship: (uuid) => desk.ship(uuid),
    boarding: (uuid) => shipTable(ledger.table, uuid).boarding ?? null,
    crew: gunneryFigures(desk),
    gunnery: (module) => cardKindOf(desk.conditions().gunnery, module),
  };
}

/** Whether the desk posted this duel's turn: its duel's history names the message, for that turn. */
function postedByTheDesk(desk: Desk, message: DeskCard): boolean {
  const card = message.card;
  if (card?.kind !== 'duel') return false;
  const record = desk.duels().find((r) => r.id === card.duelId);
  return Boolean(record?.history.some((h) => h.messageId === message.id && h.turn === card.turn));
}

/** Whether a card changes a ship (in its changes or any option of its choice) its author does not command. */
function changesOthers(desk: Desk, card: AnyCard, authorId: string): boolean {
  const changes = [...card.changes, ...(card.choice?.options.flatMap((o) => o.changes) ?? [])];
  return changes.some((c) => !desk.commands(authorId, c.actorUuid));
}

/**
 * A card a player rolled himself of what the desk rolls for him (decision desk-rolls, its kind's
 * metadata says which): one that changes a ship he does not command.
 */
function rolledAtOthers(desk: Desk, message: DeskCard): AnyCard | null {
  const card = message.card;
  if (!card || !deskRolled(card)) return null;
  const author = desk.user(message.authorId);
  return author && !author.isGM && changesOthers(desk, card, author.id) ? card : null;
}

/**
 * Whether a card is a player's own roll of what the desk rolls for him (decision desk-rolls): a
 * shot, a grapple or a fought boarding round, that changes a ship he does not command.
 */
export function rolledByPlayer(desk: Desk, message: DeskCard): boolean {
  return rolledAtOthers(desk, message) !== null;
}

/**
 * What the table says of the order of such a card (decision desk-fire-facts), by its kind's desk
 * work; null for a card the desk does not check so.
 */
export function shotFacts(desk: Desk, message: DeskCard, ledger: Ledger): TableFacts | null {
  const card = rolledAtOthers(desk, message);
  return card ? (deskCardWork(card.kind).facts?.(desk, ledger, card) ?? null) : null;
}

/** What is wrong with a card's outcome, or null when it is exactly what its roll gives. */
export function deskDerivation(desk: Desk, message: DeskCard, ledger: Ledger): DeskProblem | null {
  const card = message.card;
  if (!card) return null;
  if (card.kind === 'duel') return postedByTheDesk(desk, message) ? null : { code: 'notFromTheDesk' };
  const problem = derivationProblem(card, message.rolls, deskFigures(desk, ledger));
  if (problem) return problem;
  const facts = shotFacts(desk, message, ledger);
  return facts?.contradicted.length ? { code: 'orderDiffers', ship: facts.ship } : null;
}

/** The void reason a problem gives (a ship gone since counts as an outcome that is not the card's). */
export function deriveReason(problem: DeskProblem): DeriveReason | 'notFromTheDesk' {
  return problem.code === 'shipGone' ? 'outcomeDiffers' : problem.code;
}

/** The refusal that says why, with the ship it names. */
export function deriveAnswer(id: string, problem: DeskProblem): Answer {
  return answer(id, false, deriveReason(problem), 'ship' in problem ? { ship: problem.ship } : {});
}
