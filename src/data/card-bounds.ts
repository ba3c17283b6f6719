/**
 * The bounds of a chat card (decision card-bounds): every list, number and text a card holds is
 * kept within what the rules can make, so a card made up by a modified client (a roll of 100,000
 * dice, a name of a megabyte) is refused by the card models on every client and void on the desk,
 * never rendered at its size. The bounds come from the engine's own maxima. Pure.
 */
import { MAX_DICE_POOL } from '../rules/dice-bounds';

// The engine's own maxima, for the bounds below and for the tests that check them.
export { MAX_DICE_POOL, MAX_FIRE_FACTOR, MAX_POOL_BONUS } from '../rules/dice-bounds';

/**
 * The most dice one card's rolls hold: its largest pool, and as many again for what the hits set
 * off (a die per damage point fired at boats, the special table's and the events' dice).
 */
export const MAX_CARD_DICE = MAX_DICE_POOL * 2;
/** The most rolls a card carries: the engine asks for dice a few times per step, far fewer than this. */
export const MAX_CARD_ROLLS = 64;

/** How many rolls, and dice in all, a card kind's message may carry. */
export type CardLimits = { rolls: number; dice: number };
/** The limits of a card kind that declares none of its own (data/card-model.ts, `rollLimits`). */
export const CARD_LIMITS: CardLimits = { rolls: MAX_CARD_ROLLS, dice: MAX_CARD_DICE };

/** The longest name a card shows (a ship, a fighter): longer than any ship's name of the age. */
export const MAX_NAME_LENGTH = 200;
/** The longest document uuid a card names: an unlinked token's own actor, with room to spare. */
export const MAX_UUID_LENGTH = 300;
/** The longest key or id a card holds (a deck card's name, a notice's key, an option's id). */
export const MAX_KEY_LENGTH = 120;
/** The longest image path a drawn deck card shows. */
export const MAX_IMAGE_PATH_LENGTH = 1_000;

/** The longest list in an engine record: the faces of the largest pool. */
export const MAX_RECORD_LIST = MAX_DICE_POOL;
/** How deep an engine record nests (a broadside's outcome is the deepest, at five). */
export const MAX_RECORD_DEPTH = 8;
/**
 * The largest number in an engine record, either sign: a distance across a scene in centimetres,
 * a ship's base factor or a die face are all far below it.
 */
export const MAX_RECORD_NUMBER = 100_000;
/** The most values (each key, item and leaf) one engine record holds: several times a 1st rate's raking broadside. */
export const MAX_RECORD_VALUES = 4_000;
/** The most a whole card's data may take, as JSON: several times the largest card the engine makes. */
export const MAX_CARD_CHARS = 96 * 1024;

/** The most stages a boarding's record lists (a ship's decks, each fought for, and the boats). */
export const MAX_BOARDING_STAGES = 12;
/** The highest turn a card names (a battle's or a duel's); no battle comes near it. */
export const MAX_TURN = 9_999;
/** The most ships a drawn deck card lists: as many as one request may place. */
export const MAX_DECK_CARD_SHIPS = 200;
/** The most fighters one duel takes. */
export const MAX_FIGHTERS = 6;
/** The most entries in a notice's blanks. */
export const MAX_NOTICE_BLANKS = 16;

export const isBoundedText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
export const isBoundedList = (v: unknown, max: number): v is unknown[] => Array.isArray(v) && v.length <= max;

/**
 * Whether a part of the engine's record a card shows stays within the bounds: lists, texts,
 * numbers, depth and size. Plain JSON values only.
 */
export function withinRecordBounds(v: unknown): boolean {
  let values = 0;
  const walk = (value: unknown, depth: number): boolean => {
    values += 1;
    if (values > MAX_RECORD_VALUES) return false;
    if (value === null || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= MAX_RECORD_NUMBER;
    if (typeof value === 'string') return value.length <= MAX_NAME_LENGTH;
    if (typeof value !== 'object' || depth >= MAX_RECORD_DEPTH) return false;
    if (Array.isArray(value)) return value.length <= MAX_RECORD_LIST && value.every((item) => walk(item, depth + 1));
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_RECORD_LIST) return false;
    return entries.every(([key, item]) => key.length <= MAX_KEY_LENGTH && walk(item, depth + 1));
  };
  return walk(v, 0);
}

/** How many dice a roll's data (Roll#toJSON, as a message keeps it) holds, or null when it is not one. */
function diceIn(roll: unknown): number | null {
  let dice = 0;
  const walk = (value: unknown, depth: number): boolean => {
    if (depth > MAX_RECORD_DEPTH) return false;
    if (Array.isArray(value)) return value.every((item) => walk(item, depth + 1));
    if (!value || typeof value !== 'object') return true;
    const o = value as Record<string, unknown>;
    // A die term keeps one result per die it threw.
    if (Array.isArray(o.results)) dice += o.results.length;
    return Object.values(o).every((item) => typeof item !== 'object' || walk(item, depth + 1));
  };
  return walk(roll, 0) ? dice : null;
}

/**
 * Why a card message's data and rolls are beyond the bounds, or null when they are within them:
 * `cardTooLarge` for a card whose data or rolls are larger than the rules can make. Cheap on a
 * huge card: sizes are looked at before anything is walked.
 */
export function cardSizeRefusal(
  system: unknown,
  rolls: readonly unknown[] = [],
  limits: CardLimits = CARD_LIMITS,
): 'cardTooLarge' | null {
  if (rolls.length > limits.rolls) return 'cardTooLarge';
  let chars = 0;
  for (const roll of rolls) chars += typeof roll === 'string' ? roll.length : 0;
  // A die takes a few dozen characters in a roll's data: a roll of more than the bound is longer than this.
  if (chars > limits.dice * 200 + limits.rolls * 1_000) return 'cardTooLarge';
  let dice = 0;
  for (const roll of rolls) {
    let data: unknown = roll;
    if (typeof roll === 'string') {
      try {
        data = JSON.parse(roll);
      } catch {
        return 'cardTooLarge';
      }
    }
    const n = diceIn(data);
    if (n === null) return 'cardTooLarge';
    dice += n;
  }
  if (dice > limits.dice) return 'cardTooLarge';
  let json: string;
  try {
    json = JSON.stringify(system) ?? '';
  } catch {
    return 'cardTooLarge';
  }
  return json.length > MAX_CARD_CHARS ? 'cardTooLarge' : null;
}
