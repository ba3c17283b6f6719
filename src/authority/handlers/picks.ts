/**
 * Secret picks by commitment and reveal. A fighter's pick travels twice: its commitment (the
 * SHA-256 digest of the pick, the duel, turn and fighter, and a random salt) through the picker's
 * mailbox, where the server names who sent it; and the opening (pick and salt) by a query to the
 * active GM alone, which the server delivers without naming the sender (foundryvtt issue 13418).
 * The GM accepts an opening only when it hashes to a commitment an owner of that fighter made, so
 * the unattributed channel can neither forge, change nor replay a pick, and the attributed one,
 * which every client can read, carries nothing that tells the pick. Pure.
 */
import {
  ACTION_IDS,
  BRAWL_ATTRIBUTES,
  COUNTER_FORMS,
  HANDS,
  MOVE_WAYS,
  PARRY_GUESSES,
  type DuelPick,
  type PickedAction,
} from '../../rules/highseas';
import { digestOf } from '../ledger/seal';
import { isId, isOneOf } from '../../guards';

/** A pick with what it is for and the salt that seals it. */
export interface Opening {
  duelId: string;
  turn: number;
  fighter: string;
  pick: DuelPick;
  salt: string;
}

/** The commitment a pick is sealed with. */
export const commitmentOf = (o: Opening): string =>
  digestOf({ duelId: o.duelId, turn: o.turn, fighter: o.fighter, pick: o.pick, salt: o.salt });

/** 32 random bytes as hex: too many to guess a pick by trying them all. */
export function newSalt(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function readAction(v: unknown): PickedAction | null {
  if (!v || typeof v !== 'object') return null;
  const a = v as Record<string, unknown>;
  if (!isOneOf(a.id, ACTION_IDS) || Object.keys(a).some((k) => !['id', 'hand', 'form'].includes(k))) return null;
  if (a.hand !== undefined && !isOneOf(a.hand, HANDS)) return null;
  if (a.form !== undefined && !isOneOf(a.form, COUNTER_FORMS)) return null;
  return { id: a.id, ...(a.hand ? { hand: a.hand } : {}), ...(a.form ? { form: a.form } : {}) };
}

/** A pick read off the wire: only what a pick holds, or null. */
export function readPick(v: unknown): DuelPick | null {
  if (!v || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  if (!isId(p.opponent) || !Array.isArray(p.actions) || p.actions.length > 2) return null;
  const actions = p.actions.map(readAction);
  if (
    actions.some((a) => !a) ||
    !isOneOf(p.guess, PARRY_GUESSES) ||
    !isOneOf(p.way, MOVE_WAYS) ||
    !isOneOf(p.brawl, BRAWL_ATTRIBUTES) ||
    typeof p.disarmOnParry !== 'boolean'
  )
    return null;
  return {
    opponent: p.opponent,
    actions: actions as PickedAction[],
    guess: p.guess,
    way: p.way,
    brawl: p.brawl,
    disarmOnParry: p.disarmOnParry,
  };
}

export function readOpening(v: unknown): Opening | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const pick = readPick(o.pick);
  if (
    !pick ||
    !isId(o.duelId) ||
    !isId(o.fighter) ||
    !Number.isInteger(o.turn) ||
    typeof o.salt !== 'string' ||
    !/^[0-9a-f]{64}$/.test(o.salt)
  )
    return null;
  return { duelId: o.duelId, turn: o.turn as number, fighter: o.fighter, pick, salt: o.salt };
}

const keyOf = (duelId: string, turn: number, fighter: string) => `${duelId}/${turn}/${fighter}`;

/**
 * The picks the active GM holds, verified against their commitments, until the reveal. Memory
 * only: a GM who reloads asks the pickers to send them again (duel-desk.ts).
 */
export class PickBox {
  #picks = new Map<string, DuelPick>();

  put(o: Opening): void {
    this.#picks.set(keyOf(o.duelId, o.turn, o.fighter), o.pick);
  }

  get(duelId: string, turn: number, fighter: string): DuelPick | null {
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
