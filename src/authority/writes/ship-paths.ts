/**
 * The paths of a ship a card writes, and the bridge from a card's change (engine state before and
 * after, tallies, strike status, table records) to the intents of effects.ts and back to one
 * document update. Pure.
 *
 * `strike.triggers.<t>` stands for "trigger t is among the ship's strike triggers", so each trigger
 * is a value of its own; `table.boarding` and `table.prize` are the ship's records the GM keeps in
 * the ledger, not on the actor (a player owns his ship and could rewrite them there).
 */
import { mergeOutcome, strikeTriggers, type StrikeTrigger } from '../../rules/kmh';
import { shipDamageUpdate, shipStateOf } from '../../data/ship-state';
import { MAX_BASE_FACTOR, MAX_BASIC_SPEED, STRIKE_TRIGGERS, type ShipDerived, type ShipSource } from '../../data/ship';
import type { ActorChange, ShipFlags } from '../../data/card-changes';
import type { Intent, PathSpec, PathValue } from './effects';
import { readDotted, writeDotted } from './dotted';
import { partPaths, partRoot, type PartChange } from '../../registry/data-parts';

const count = (max: number): PathSpec => ({ kind: 'count', min: 0, max });
const value: PathSpec = { kind: 'value' };

const DAMAGE_VALUES = [
  'steering',
  'highOfficerCasualties',
  'crewCasualties',
  'boardingPartyLost',
  'bowsprit',
  'foremast',
  'mainmast',
  'mizzen',
  'onFire',
  'extremelyHazardousFire',
  'movesBurning',
  'fate',
  'founderMovesLeft',
] as const;

export const TABLE_RECORDS = ['boarding', 'prize'] as const satisfies readonly (keyof ShipFlags)[];

/** Every path a card may write on a ship, with the widest bounds any ship has (shipPathSpecs narrows them to hers). */
export const SHIP_PATHS: Readonly<Record<string, PathSpec>> = {
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
  ...Object.fromEntries(TABLE_RECORDS.map((r) => [`table.${r}`, value])),
};

/** Every path a card may write on any ship, the rule modules' parts among them, at their widest bounds. */
export function allShipPaths(): Readonly<Record<string, PathSpec>> {
  return { ...SHIP_PATHS, ...partPaths('ship', null) };
}

/**
 * The paths as one ship bounds them: no more damage than her base factor, no more boxes than her
 * speed has, no more boats lost than she carries.
 */
export function shipPathSpecs(derived: ShipDerived, source: unknown = null): Readonly<Record<string, PathSpec>> {
  const boxes = derived.basicSpeed * 3;
  return {
    ...SHIP_PATHS,
    ...partPaths('ship', source),
    'damage.points': count(derived.baseFactor),
    'damage.speedBoxes': count(boxes),
    'damage.speedBoxesRepaired': count(boxes),
    'damage.boatsLost': count(derived.boatsCarried),
    'turn.damagePoints': count(derived.baseFactor),
  };
}

const TRIGGER_PATH = /^strike\.triggers\.([a-g])$/;
const TABLE_PATH = /^table\.(boarding|prize)$/;

/** A ship as a card reads and writes her: her data and the GM's records of her. */
export interface ShipPaths {
  source: ShipSource;
  table: ShipFlags;
}

/** The value at a path. */
export function readPath(ship: ShipPaths, path: string): PathValue {
  const trigger = TRIGGER_PATH.exec(path);
  if (trigger) return ship.source.strike.triggers.includes(trigger[1] as StrikeTrigger);
  const record = TABLE_PATH.exec(path);
  if (record) return (ship.table[record[1] as keyof ShipFlags] ?? null) as PathValue;
  return (readDotted(ship.source, path) ?? null) as PathValue;
}

/** What writing these values takes: one `system` update of the actor and the table records. */
export function updateFor(
  ship: ShipPaths,
  sets: readonly { path: string; value: PathValue }[],
): { system: Record<string, unknown>; table: ShipFlags } {
  const system: Record<string, unknown> = {};
  const table: ShipFlags = {};
  let triggers: StrikeTrigger[] | null = null;
  for (const { path, value } of sets) {
    const trigger = TRIGGER_PATH.exec(path);
    const record = TABLE_PATH.exec(path);
    if (trigger) {
      triggers ??= [...ship.source.strike.triggers];
      const t = trigger[1] as StrikeTrigger;
      triggers = value ? [...new Set([...triggers, t])] : triggers.filter((x) => x !== t);
    } else if (record) {
      (table as Record<string, unknown>)[record[1]!] = value;
    } else {
      writeDotted(system, path, value);
    }
  }
  if (triggers) ((system.strike ??= {}) as Record<string, unknown>).triggers = [...triggers].sort();
  return { system, table };
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
 * What a module's card means to do to its part of the ship: each count moved by the card's
 * difference, each value the card changed set to what it left (decision chat-apply-difference).
 */
export function partIntents(part: PartChange): Intent[] {
  const specs = partPaths('ship', null);
  const root = partRoot(part.module);
  const intents: Intent[] = [];
  for (const [key, after] of Object.entries(part.after)) {
    const path = `${root}.${key}`;
    const before = part.before[key];
    if (!specs[path]) continue;
    if (specs[path].kind === 'count') {
      const delta = Number(after) - Number(before);
      if (delta !== 0) intents.push({ path, change: delta });
    } else if (before !== after) intents.push({ path, change: after });
  }
  return intents;
}

/**
 * What a card's change means to do to the ship as she is now: the counts it moves and the values
 * it sets (decision chat-apply-difference: the card's own difference lands on today's ship; a value
 * it set is set even when the ship already holds it, so the card stands on it).
 */
export function cardIntents(ship: ShipPaths, derived: ShipDerived, change: ActorChange): Intent[] {
  const { source } = ship;
  const intents: Intent[] = [];
  const current = shipStateOf(source, derived);
  const rolled = change.before && change.after ? { before: change.before, after: change.after } : null;
  const next = rolled ? mergeOutcome(current, rolled.before, rolled.after) : current;

  if (rolled) {
    const now = flatten(shipDamageUpdate(current));
    const merged = flatten(shipDamageUpdate(next));
    const meant = { before: flatten(shipDamageUpdate(rolled.before)), after: flatten(shipDamageUpdate(rolled.after)) };
    for (const [path, target] of Object.entries(merged)) {
      const spec = SHIP_PATHS[path];
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

  if (change.part) intents.push(...partIntents(change.part));

  for (const record of TABLE_RECORDS) {
    if (change.flags && record in change.flags)
      intents.push({ path: `table.${record}`, change: (change.flags[record] ?? null) as PathValue });
  }
  return intents;
}
