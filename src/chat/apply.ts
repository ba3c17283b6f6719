/**
 * What a chat card changes: each ship's engine state before and after, the turn's tallies, a
 * strike status, the table records it sets, or a choice between such changes. Pure; the GM's desk
 * (authority/) decides who may apply a card and writes it.
 */
import type { KmhShipState } from '../rules/kmh';
import type { CrewChange } from '../authority/crew-paths';
import type { PartChange } from '../registry/data-parts';

export type StrikeStatus = 'fighting' | 'retiring' | 'struck';

/**
 * What a card does to one actor: to a ship, the engine's state before and after and the turn's
 * tallies; to a crew member, his wounds (`crew`). A change is for one kind of actor only.
 */
export interface ActorChange {
  actorUuid: string;
  name: string;
  before?: KmhShipState;
  after?: KmhShipState;
  raked?: boolean;
  boardingDeckLost?: boolean;
  /** A strike test's consequence: the mark is cleared and the status recorded. */
  strikeStatus?: StrikeStatus;
  /** The table records of the ship this change sets (null clears one); see ShipFlags. */
  flags?: ShipFlags;
  /** A duel's wounds for a Crew actor (authority/crew-paths.ts). */
  crew?: CrewChange;
  /** What a rule module's card does to its own part of the ship (registry/data-parts.ts). */
  part?: PartChange;
}

/**
 * The table's records of a ship, kept by the GM in the ledger (a player owns his ship and could
 * rewrite anything kept on her). Decision boarding-record: an ongoing boarding action is recorded
 * for BOTH ships as the same record (who attacks, who defends, the stages and the one being fought
 * for), so each ship's sheet and the turn deck's Boarding Action card find it, and one apply writes
 * both. A ship taken by boarders carries her captor as `prize`.
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

/**
 * What every applicable card carries: what it changes, or the choice that decides it. Whether and
 * how it was applied is the GM's ledger's to say (authority/ledger.ts), never the card's.
 */
export interface ApplicableCard {
  changes: ActorChange[];
  choice?: CardChoice | null;
}

/** Whether a card has anything to apply: changes, or a choice that brings them. */
export const isApplicable = (card: ApplicableCard): boolean => card.changes.length > 0 || Boolean(card.choice);

/** The card with one of its choices made (its changes are then that option's), or null for an unknown option. */
export function chosenCard<C extends ApplicableCard>(card: C, option: string | null): C | null {
  if (!card.choice) return option === null ? card : null;
  const picked = card.choice.options.find((o) => o.id === option);
  return picked ? { ...card, changes: picked.changes, choice: { ...card.choice, made: picked.id } } : null;
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

/** Every key of an engine ship state: her build (never changed by a card), the counts, boats and masts lost, and the
 * rest. */
export const SHIP_STATE_KEYS = [
  'baseFactor',
  'basicSpeed',
  'masts',
  ...COUNTED,
  'boats',
  'mastsLost',
  ...TAKEN_AS_IS,
] as const satisfies readonly (keyof KmhShipState)[];

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
    if (before[key] !== after[key]) takeValue(out, after, key);
  }
  return out;
}

const takeValue = <K extends keyof KmhShipState>(out: KmhShipState, from: KmhShipState, key: K) => {
  out[key] = from[key];
};
