/**
 * What an applied card wrote, as the GM's ledger keeps it (data/ledger-book.ts) and the desk's
 * writes make and undo it (authority/writes/effects.ts). Types only.
 */
/** A value at a path: what a ship's data holds there (JSON). */
export type PathValue = string | number | boolean | null | { [key: string]: unknown };

/** One write of one card: the value it found, the value it left, and the write it sat on (by card seq). */
export interface Write {
  path: string;
  before: PathValue;
  after: PathValue;
  /** The seq of the standing card whose write on this path was on top when this one was made; null for none. */
  below: number | null;
}

/** What one applied card did to one ship. */
export interface ShipEffect {
  uuid: string;
  writes: Write[];
}

/** An applied card's effects, with its place in the order of applies. */
export interface StandingEffect {
  seq: number;
  ships: ShipEffect[];
}
