/**
 * A High Seas pick and its opening read off the wire (authority/handlers/picks.ts says how a pick
 * is sealed and opened): only what a pick holds, each value one the rules know, or null. Pure.
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
import type { Opening } from '../../authority/handlers/picks';
import { isId, isOneOf } from '../../guards';

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
