/**
 * What applying a card will do, ship by ship, in words: the footer lists it to whoever may apply or
 * approve the card, so a GM approves what the card writes, not only what its record shows. Pure.
 */
import type { Intent } from '../authority/writes/effects';

export interface EffectItem {
  key: string;
  data: Record<string, string>;
  /** Blanks that are themselves keys to translate. */
  keys: Record<string, string>;
}

const SHOWN_COUNTS = ['damage.points', 'damage.speedBoxes', 'damage.speedBoxesRepaired', 'damage.boatsLost'];
const fieldKey = (path: string) => {
  const [group, name] = path.split('.');
  return `BROADSIDE.Ship.FIELDS.${group}.FIELDS.${name}.label`;
};
/** A plain value as text (the records, which are objects, say what they are by their key). */
const plain = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const item = (key: string, data: Record<string, string> = {}, keys: Record<string, string> = {}): EffectItem => ({
  key,
  data,
  keys,
});

/** The effect of one intent, or null for the tallies the sheet keeps for itself. */
function effectOf({ path, change }: Intent): EffectItem | null {
  if (SHOWN_COUNTS.includes(path)) {
    const n = Number(change);
    return item('BROADSIDE.Card.Effect.count', { n: n > 0 ? `+${n}` : String(n) }, { field: fieldKey(path) });
  }
  const trigger = /^strike\.triggers\.([a-g])$/.exec(path);
  // The trigger in words, never its bare letter.
  if (trigger)
    return item(
      change ? 'BROADSIDE.Card.Effect.trigger' : 'BROADSIDE.Card.Effect.triggerCleared',
      {},
      { reason: `BROADSIDE.Strike.Trigger.${trigger[1]!}` },
    );
  if (path === 'table.boarding')
    return item(change ? 'BROADSIDE.Card.Effect.boarding' : 'BROADSIDE.Card.Effect.boardingEnded');
  if (path === 'table.prize') {
    const captor = change && typeof change === 'object' ? plain((change as { captorName?: unknown }).captorName) : '';
    return change ? item('BROADSIDE.Card.Effect.prize', { n: captor }) : item('BROADSIDE.Card.Effect.prizeFreed');
  }
  if (path === 'damage.fate')
    return item('BROADSIDE.Card.Effect.value', {}, { field: fieldKey(path), value: `BROADSIDE.Fate.${plain(change)}` });
  if (path === 'strike.status')
    return item(
      'BROADSIDE.Card.Effect.value',
      {},
      { field: fieldKey(path), value: `BROADSIDE.StrikeStatus.${plain(change)}` },
    );
  if (!path.startsWith('damage.') && path !== 'strike.marked') return null;
  if (typeof change === 'boolean')
    return item(change ? 'BROADSIDE.Card.Effect.set' : 'BROADSIDE.Card.Effect.unset', {}, { field: fieldKey(path) });
  return item('BROADSIDE.Card.Effect.number', { n: plain(change) }, { field: fieldKey(path) });
}

/** What a card's intents on one ship come to, in the order they are written. */
export function effectsOf(intents: readonly Intent[]): EffectItem[] {
  return intents.map(effectOf).filter((e): e is EffectItem => e !== null);
}

/** An effect in the reader's words; `format` and `localize` are Foundry's (or a test's). */
export function effectText(
  e: EffectItem,
  format: (key: string, data: Record<string, string>) => string,
  localize: (key: string) => string,
): string {
  const data = { ...e.data, ...Object.fromEntries(Object.entries(e.keys).map(([k, v]) => [k, localize(v)])) };
  return format(e.key, data);
}
