/**
 * Where a card's dice are kept. A card is posted with its real rolls, so the dice log and Dice So
 * Nice see them; but a whisper with rolls still reaches every client (as core's hidden-roll line,
 * its data whole), so a card kept from the players (decision procedure-hidden-ships) is posted
 * without rolls, to the GMs alone, its rolls' JSON held in its flag. Every reader of a card's dice
 * (its seal, its bounds, the desk's derivation) reads them here. Pure.
 */
import { SYSTEM_ID } from '../constants';

/** The flag key a card kept from the players holds its rolls under. */
export const HELD_DICE = 'dice';

/** A message as stored (`toObject()`): its rolls and flags. */
export interface StoredDiceSource {
  rolls?: readonly unknown[];
  flags?: Record<string, unknown>;
}

/**
 * The dice a card was rolled with, as stored: its message's rolls, or, when it has none, the rolls
 * its flag holds. Dice held there are no weaker than rolls: both are what the poster's client sent,
 * and both are bounded and derived alike (decisions card-bounds, desk-derive).
 */
export function heldDice(source: StoredDiceSource): unknown[] {
  if (source.rolls?.length) return [...source.rolls];
  const held = (source.flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[HELD_DICE];
  return Array.isArray(held) ? [...(held as unknown[])] : [];
}
