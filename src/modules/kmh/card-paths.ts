/**
 * What a card may write of KMH's part of a ship, and what a card's change of her means to do: the
 * engine's state before and after merged onto her as she is now, this turn's tallies, the strike
 * status and the strike triggers a change sets off. KMH keeps a ship's damage, so its part hands
 * these to the desk's ship paths (authority/writes/ship-paths.ts). Pure.
 *
 * `strike.triggers.<t>` stands for "trigger t is among the ship's strike triggers", so each trigger
 * is a value of its own (the part's list path).
 */
import { mergeOutcome, strikeTriggers } from '../../rules/kmh';
import { MAX_BASE_FACTOR, MAX_BASIC_SPEED, STRIKE_TRIGGERS, type ShipDerived } from '../../data/ship';
import type { ActorChange } from '../../data/card-changes';
import type { Intent, PathSpec, PathValue } from '../../authority/writes/effects';
import type { ShipPaths } from '../../authority/writes/ship-paths';
import { kmhDamageUpdate, kmhShipStateOf } from './ship-state';

/**
 * Her damage flags, as the sheet ticks them under "other damage"; a card writes each of them but
 * running aground, which the engine's state does not hold.
 */
export const DAMAGE_FLAGS = [
  'steering',
  'highOfficerCasualties',
  'crewCasualties',
  'boardingPartyLost',
  'bowsprit',
  'foremast',
  'mainmast',
  'mizzen',
  'aground',
  'onFire',
  'extremelyHazardousFire',
] as const;

const count = (max: number): PathSpec => ({ kind: 'count', min: 0, max });
const value: PathSpec = { kind: 'value' };

/** Her damage a card sets whole: the flags (but aground) and the fire's and the foundering's course. */
const DAMAGE_VALUES = [
  ...DAMAGE_FLAGS.filter((key) => key !== 'aground'),
  'movesBurning',
  'fate',
  'founderMovesLeft',
] as const;

/** Every path a card may write on KMH's part of a ship, with the widest bounds any ship has. */
export const KMH_CARD_PATHS: Readonly<Record<string, PathSpec>> = {
  'damage.points': count(MAX_BASE_FACTOR),
  'damage.speedBoxes': count(MAX_BASIC_SPEED * 3),
  'damage.speedBoxesRepaired': count(MAX_BASIC_SPEED * 3),
  'damage.boatsLost': count(12),
  'turn.damagePoints': count(MAX_BASE_FACTOR),
  'turn.boardingDecksLost': count(3),
  ...Object.fromEntries(DAMAGE_VALUES.map((key) => [`damage.${key}`, value])),
  'turn.raked': value,
  'strike.marked': value,
  'strike.status': value,
  ...Object.fromEntries(STRIKE_TRIGGERS.map((t) => [`strike.triggers.${t}`, value])),
};

/**
 * The paths as one ship bounds them: no more damage than her base factor, no more boxes than her
 * speed has, no more boats lost than she carries; with no ship (`derived` null), the widest.
 */
export function kmhCardPaths(_system: unknown, derived: ShipDerived | null): Readonly<Record<string, PathSpec>> {
  if (!derived) return KMH_CARD_PATHS;
  const boxes = derived.basicSpeed * 3;
  return {
    ...KMH_CARD_PATHS,
    'damage.points': count(derived.baseFactor),
    'damage.speedBoxes': count(boxes),
    'damage.speedBoxesRepaired': count(boxes),
    'damage.boatsLost': count(derived.boatsCarried),
    'turn.damagePoints': count(derived.baseFactor),
  };
}

function flatten(object: Record<string, unknown>, prefix = ''): Record<string, PathValue> {
  const out: Record<string, PathValue> = {};
  for (const [key, v] of Object.entries(object)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = v as PathValue;
  }
  return out;
}

/**
 * What a card's change means to do to the ship as she is now: the counts it moves and the values
 * it sets (decision chat-apply-difference: the card's own difference lands on today's ship; a value
 * it set is set even when the ship already holds it, so the card stands on it).
 */
export function kmhShipIntents(ship: ShipPaths, derived: ShipDerived, change: ActorChange): Intent[] {
  const { source } = ship;
  const intents: Intent[] = [];
  const current = kmhShipStateOf(source, derived);
  const rolled = change.before && change.after ? { before: change.before, after: change.after } : null;
  const next = rolled ? mergeOutcome(current, rolled.before, rolled.after) : current;

  if (rolled) {
    const now = flatten(kmhDamageUpdate(current));
    const merged = flatten(kmhDamageUpdate(next));
    const meant = { before: flatten(kmhDamageUpdate(rolled.before)), after: flatten(kmhDamageUpdate(rolled.after)) };
    for (const [path, target] of Object.entries(merged)) {
      const spec = KMH_CARD_PATHS[path];
      if (!spec) continue;
      if (spec.kind === 'count') {
        const delta = Number(target) - Number(now[path]);
        if (delta !== 0) intents.push({ path, change: delta });
      } else if (meant.before[path] !== meant.after[path]) {
        intents.push({ path, change: target });
      }
    }
  }

  const taken = Math.max(0, next.damagePoints - current.damagePoints);
  const damageThisTurn = Math.min(source.turn.damagePoints + taken, derived.baseFactor);
  if (taken > 0) intents.push({ path: 'turn.damagePoints', change: damageThisTurn - source.turn.damagePoints });
  if (change.raked) intents.push({ path: 'turn.raked', change: true });
  if (change.boardingDeckLost) intents.push({ path: 'turn.boardingDecksLost', change: 1 });

  if (change.strikeStatus && !rolled) {
    // A strike test's consequence settles the test: the mark and its triggers go.
    intents.push({ path: 'strike.status', change: change.strikeStatus }, { path: 'strike.marked', change: false });
    for (const t of source.strike.triggers) intents.push({ path: `strike.triggers.${t}`, change: false });
  } else if (rolled || change.raked || change.boardingDeckLost) {
    const fired = strikeTriggers(current, next, {
      damageThisTurn,
      raked: Boolean(change.raked),
      boardingDeckLost: Boolean(change.boardingDeckLost),
    });
    const status = change.strikeStatus ?? source.strike.status;
    if (change.strikeStatus) intents.push({ path: 'strike.status', change: change.strikeStatus });
    for (const t of fired) intents.push({ path: `strike.triggers.${t}`, change: true });
    // A struck ship is no longer marked for a test; any other is marked by a trigger it set off.
    if (status === 'struck') intents.push({ path: 'strike.marked', change: false });
    else if (fired.length > 0) intents.push({ path: 'strike.marked', change: true });
  }
  return intents;
}
