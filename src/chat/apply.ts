/**
 * From a chat card's engine result to document updates, and who may apply it. Pure: the Foundry
 * side (cards.ts) reads the actors and the user, calls these, and writes what they return.
 */
import { strikeTriggers, type KmhShipState, type StrikeTrigger } from '../rules/kmh';
import { shipDamageUpdate, shipStateOf } from '../data/ship-state';
import type { ShipDerived, ShipSource } from '../data/ship';

export type StrikeStatus = 'fighting' | 'retiring' | 'struck';

/** What a card does to one ship: the engine's state before and after, and the turn's tallies. */
export interface ActorChange {
  actorUuid: string;
  name: string;
  before?: KmhShipState;
  after?: KmhShipState;
  raked?: boolean;
  boardingDeckLost?: boolean;
  /** A strike test's consequence: the mark is cleared and the status recorded. */
  strikeStatus?: StrikeStatus;
  /** The system's flags on the ship this change sets (null clears one); see ShipFlags. */
  flags?: ShipFlags;
}

/**
 * What the chat cards keep in a ship actor's `flags.broadside`. Decision boarding-record: an
 * ongoing boarding action lives on BOTH ships as the same record (who attacks, who defends, the
 * stages and the one being fought for), so each ship's sheet and the turn deck's Boarding Action
 * card find it, and one apply writes both. A ship taken by boarders carries her captor as `prize`.
 */
export interface BoardingRecord {
  attacker: { uuid: string; name: string };
  defender: { uuid: string; name: string };
  stages: string[];
  /** Index into `stages` of the stage being fought for (or, past C, the next one to move to). */
  stage: number;
  decksLost: number;
  /** The attack comes from this many boats rather than from a ship alongside (decision boarding-boats). */
  boats?: number;
}

export interface ShipFlags {
  boarding?: BoardingRecord | null;
  prize?: { captorUuid: string; captorName: string } | null;
}

/** The flag values a change is about to replace, so an undo puts them back. */
export function flagsSnapshot(current: ShipFlags, change: ActorChange): ShipFlags {
  const out: ShipFlags = {};
  for (const key of Object.keys(change.flags ?? {}) as (keyof ShipFlags)[]) {
    (out as Record<string, unknown>)[key] = structuredClone(current[key] ?? null);
  }
  return out;
}

/**
 * Whether a change writes the ship's system data: a change that only sets flags (the attacker's
 * side of a boarding record) leaves her damage and strike mark alone.
 */
export function touchesSystem(change: ActorChange): boolean {
  return Boolean((change.before && change.after) || change.strikeStatus || change.raked || change.boardingDeckLost);
}

/** The part of a ship's data a card may change, kept so the GM can undo an apply exactly. */
export interface ShipSnapshot {
  damage: ShipSource['damage'];
  turn: ShipSource['turn'];
  strike: { marked: boolean; triggers: StrikeTrigger[]; status: StrikeStatus };
}

export interface AppliedRecord {
  by: string;
  byName: string;
  at: number;
  /** Each changed ship as it was just before the apply, by actor UUID. */
  restore: Record<string, ShipSnapshot>;
  /** The flags each change replaced, by actor UUID (absent on cards that set no flags). */
  restoreFlags?: Record<string, ShipFlags>;
}

/**
 * A card whose apply is one of several choices, each with its own changes: until one is made the
 * card's `changes` are empty and it has no plain Apply; making it applies that option's changes and
 * records which was chosen. Only the owner of `chooserUuid` (or the GM) chooses.
 */
export interface CardChoice {
  chooserUuid: string;
  options: { id: string; changes: ActorChange[] }[];
  made: string | null;
}

/** The data every applicable card keeps in its message flags. */
export interface ApplicableCard {
  changes: ActorChange[];
  applied: AppliedRecord | null;
  choice?: CardChoice | null;
}

/** The card with one of its choices made (its changes are then that option's), or null for an unknown option. */
export function chosenCard<C extends ApplicableCard>(card: C, option: string | null): C | null {
  if (!card.choice) return option === null ? card : null;
  const picked = card.choice.options.find((o) => o.id === option);
  return picked ? { ...card, changes: picked.changes, choice: { ...card.choice, made: picked.id } } : null;
}

/** The card as it is after an undo: not applied, and a choice open to be made again. */
export function undoneCard<C extends ApplicableCard>(card: C): C {
  return card.choice ? { ...card, applied: null, changes: [], choice: { ...card.choice, made: null } } : { ...card, applied: null };
}

const COUNTED = ['damagePoints', 'secondaryStruck', 'secondaryRepaired', 'boatsLost'] as const;
const TAKEN_AS_IS = [
  'steeringDamaged',
  'highOfficerCasualties',
  'crewCasualties',
  'boardingPartyLost',
  'fire',
  'movesBurning',
  'fate',
  'founderMovesLeft',
] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Puts what a card did (before → after) onto the ship as it is now, which may have changed since
 * the roll: counts move by the card's difference, masts lost are added, and anything else the card
 * changed takes the card's value. When nothing changed in between, the result is `after`
 * (decision chat-apply-difference).
 */
export function mergeOutcome(current: KmhShipState, before: KmhShipState, after: KmhShipState): KmhShipState {
  const out: KmhShipState = { ...current, mastsLost: [...current.mastsLost] };
  for (const key of COUNTED) out[key] = Math.max(0, current[key] + after[key] - before[key]);
  out.damagePoints = clamp(out.damagePoints, 0, current.baseFactor);
  out.secondaryStruck = clamp(out.secondaryStruck, 0, current.basicSpeed * 3);
  out.boats = Math.max(0, current.boats - (before.boats - after.boats));
  const newlyLost = after.mastsLost.filter((m) => !before.mastsLost.includes(m) && current.masts.includes(m));
  out.mastsLost = [...current.mastsLost, ...newlyLost.filter((m) => !current.mastsLost.includes(m))];
  const restored = before.mastsLost.filter((m) => !after.mastsLost.includes(m));
  if (restored.length) out.mastsLost = out.mastsLost.filter((m) => !restored.includes(m));
  for (const key of TAKEN_AS_IS) {
    if (before[key] !== after[key]) (out as unknown as Record<string, unknown>)[key] = after[key];
  }
  return out;
}

export function snapshotOf(source: ShipSource): ShipSnapshot {
  return structuredClone({
    damage: source.damage,
    turn: source.turn,
    strike: { marked: source.strike.marked, triggers: [...source.strike.triggers], status: source.strike.status },
  });
}

/**
 * The `system` update one change makes to a ship: its damage, this turn's tallies (damage points
 * taken, raked), and the strike mark with every trigger the change set off. A struck ship is no
 * longer marked.
 */
export function changeUpdate(source: ShipSource, derived: ShipDerived, change: ActorChange) {
  if (change.strikeStatus && !(change.before && change.after)) {
    return { strike: { marked: false, triggers: [] as StrikeTrigger[], status: change.strikeStatus } };
  }
  const current = shipStateOf(source, derived);
  const next = change.before && change.after ? mergeOutcome(current, change.before, change.after) : current;
  const taken = Math.max(0, next.damagePoints - current.damagePoints);
  const turn = {
    damagePoints: Math.min(source.turn.damagePoints + taken, derived.baseFactor),
    raked: source.turn.raked || Boolean(change.raked),
    boardingDecksLost: Math.min(3, source.turn.boardingDecksLost + (change.boardingDeckLost ? 1 : 0)),
  };
  const fired = strikeTriggers(current, next, {
    damageThisTurn: turn.damagePoints,
    raked: Boolean(change.raked),
    boardingDeckLost: Boolean(change.boardingDeckLost),
  });
  const triggers = [...new Set([...source.strike.triggers, ...fired])].sort();
  // A change may also settle the ship's status (a ship taken by boarders is struck).
  const status = change.strikeStatus ?? source.strike.status;
  const struck = status === 'struck';
  return {
    ...shipDamageUpdate(next),
    turn,
    strike: { marked: !struck && (source.strike.marked || fired.length > 0), triggers, status },
  };
}

/** The update that puts a ship back as the snapshot shows it. */
export function restoreUpdate(snapshot: ShipSnapshot) {
  return structuredClone(snapshot);
}

/** Who is asking, as far as the apply rules care. */
export interface ApplyingUser {
  id: string;
  isGM: boolean;
  /** Whether the user owns the actor with this UUID. */
  owns: (actorUuid: string) => boolean;
}

export type ApplyPermission = 'apply' | 'ask' | 'refuse' | 'done';

/**
 * The apply policy of every card. Applied already: nothing more to do. Applying writes the ships
 * and records itself on the message, which only the GM or the message's author may change: so the
 * GM applies anything, and the author applies directly when they own every ship the card changes.
 * The author otherwise, and the owner of any ship the card changes (the target's owner, usually),
 * ask the active GM to apply it. Anyone else is refused (decision chat-apply-policy).
 * A card with a choice applies only by making it (`option`), and only its chooser's owner or the
 * GM may; the rest of the policy is the same (decision boarding-repel-choice).
 */
export function mayApply(user: ApplyingUser, card: ApplicableCard, authorId: string | null, option: string | null = null): ApplyPermission {
  if (card.applied) return 'done';
  const chosen = chosenCard(card, option);
  if (!chosen || chosen.changes.length === 0) return 'refuse';
  if (card.choice && !user.isGM && !user.owns(card.choice.chooserUuid)) return 'refuse';
  if (user.isGM) return 'apply';
  const author = authorId === user.id;
  if (author && chosen.changes.every((c) => user.owns(c.actorUuid))) return 'apply';
  if (author || chosen.changes.some((c) => user.owns(c.actorUuid))) return 'ask';
  return 'refuse';
}

/** What the GM's query handler accepts: a request (with its choice, if any) from a user the policy lets ask (or apply). */
export function gmAcceptsRequest(requester: ApplyingUser | null, card: ApplicableCard, authorId: string | null, option: string | null = null): boolean {
  if (!requester) return false;
  const permission = mayApply(requester, card, authorId, option);
  return permission === 'ask' || permission === 'apply';
}

/** Only the GM undoes, and only an applied card. */
export function mayUndo(user: ApplyingUser, card: ApplicableCard): boolean {
  return user.isGM && card.applied !== null;
}
