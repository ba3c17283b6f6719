/**
 * Secret picks by commitment and reveal. A fighter's pick travels twice: its commitment (the
 * SHA-256 digest of the pick, the duel, turn and fighter, and a random salt) through the picker's
 * mailbox, where the server names who sent it; and the opening (pick and salt) by a query to the
 * active GM alone, which the server delivers without naming the sender (foundryvtt issue 13418).
 * The GM accepts an opening only when it hashes to a commitment an owner of that fighter made, so
 * the unattributed channel can neither forge, change nor replay a pick, and the attributed one,
 * which every client can read, carries nothing that tells the pick. What a pick holds, and how one
 * is read off the wire, is the personal combat module's (its `readOpening`). Pure.
 */
import { digestOf } from '../ledger/seal';
import type { KeptPick } from '../../data/duel-records';

/** A pick with what it is for and the salt that seals it. */
export interface Opening {
  duelId: string;
  turn: number;
  fighter: string;
  pick: KeptPick;
  salt: string;
}

/** The commitment a pick is sealed with. */
export const commitmentOf = (o: Opening): string =>
  digestOf({ duelId: o.duelId, turn: o.turn, fighter: o.fighter, pick: o.pick, salt: o.salt });

/** 32 random bytes as hex: too many to guess a pick by trying them all. */
export function newSalt(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const keyOf = (duelId: string, turn: number, fighter: string) => `${duelId}/${turn}/${fighter}`;

/**
 * The picks the active GM holds, verified against their commitments, until the reveal. Memory
 * only: a GM who reloads asks the pickers to send them again (watch.ts forgetOpenings).
 */
export class PickBox {
  #picks = new Map<string, KeptPick>();

  put(o: Opening): void {
    this.#picks.set(keyOf(o.duelId, o.turn, o.fighter), o.pick);
  }

  get(duelId: string, turn: number, fighter: string): KeptPick | null {
    return this.#picks.get(keyOf(duelId, turn, fighter)) ?? null;
  }

  has(duelId: string, turn: number, fighter: string): boolean {
    return this.#picks.has(keyOf(duelId, turn, fighter));
  }

  /** Forgets a duel's picks up to a turn. */
  forget(duelId: string, turn = Infinity): void {
    for (const key of [...this.#picks.keys()]) {
      const [duel, t] = key.split('/');
      if (duel === duelId && Number(t) <= turn) this.#picks.delete(key);
    }
  }
}
