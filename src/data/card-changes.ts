/**
 * What a chat card changes, as its data model holds it: each actor's change (a ship's engine state
 * before and after, the turn's tallies, a strike status, the table records it sets; a fighter's
 * wounds) and a choice between such changes. Pure; the desk's ship paths merge a change onto a ship, and
 * the GM's desk (authority/) decides who may apply a card and writes it.
 */
import type { ShipState } from './ship-state';
import type { CrewChange } from './crew';
import type { PartChange } from '../registry/data-parts';

export type StrikeStatus = 'fighting' | 'retiring' | 'struck';

/**
 * What a card does to one actor: to a ship, the engine's state before and after and the turn's
 * tallies; to a crew member, his wounds (`crew`). A change is for one kind of actor only.
 */
export interface ActorChange {
  actorUuid: string;
  name: string;
  before?: ShipState;
  after?: ShipState;
  raked?: boolean;
  boardingDeckLost?: boolean;
  /** A strike test's consequence: the mark is cleared and the status recorded. */
  strikeStatus?: StrikeStatus;
  /** The table records of the ship this change sets (null clears one); see ShipFlags. */
  flags?: ShipFlags;
  /** A duel's wounds for a Crew actor (authority/writes/crew-paths.ts). */
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
