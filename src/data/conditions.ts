/**
 * A ship's conditions as her tokens show them (CONFIG.statusEffects): each follows one fact of her
 * sheet or of the GM's records in the ledger, so the canvas never says other than the sheet. Which
 * condition a HUD click may set, and through which path of her data, is said here too. Pure.
 */
import { dismastedByRoots } from '../registry/data-parts';
import { SYSTEM_PATH } from '../constants';

/** The conditions, in the order the token HUD lists them. */
export const CONDITION_KEYS = [
  'onFire',
  'aground',
  'dismasted',
  'steering',
  'grappled',
  'foundering',
  'sunk',
  'marked',
  'retiring',
  'struck',
  'prize',
] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

/**
 * The status ids. The strike mark, retiring and struck keep the ids tokens carried before the
 * other conditions came, so a world's tokens keep their marks.
 */
export const CONDITION_IDS: Record<ConditionKey, string> = {
  onFire: 'broadside-on-fire',
  aground: 'broadside-aground',
  dismasted: 'broadside-dismasted',
  steering: 'broadside-steering',
  grappled: 'broadside-grappled',
  foundering: 'broadside-foundering',
  sunk: 'broadside-sunk',
  marked: 'broadside-strike-marked',
  retiring: 'broadside-retiring',
  struck: 'broadside-struck',
  prize: 'broadside-prize',
};

/** One CONFIG.statusEffects entry (v13: id, name as an i18n key, img). */
export interface ConditionEffect {
  id: string;
  name: string;
  img: string;
}

/** The status effect list Broadside gives Foundry in place of core's: our own icons (assets/conditions). */
export const CONDITION_EFFECTS: ConditionEffect[] = CONDITION_KEYS.map((key) => ({
  id: CONDITION_IDS[key],
  name: `BROADSIDE.Condition.${key}`,
  img: `${SYSTEM_PATH}/assets/conditions/${key}.svg`,
}));

/** The key of a status id, or null for a status that is no ship condition. */
export function conditionKeyOf(statusId: string): ConditionKey | null {
  return CONDITION_KEYS.find((key) => CONDITION_IDS[key] === statusId) ?? null;
}

/** What the GM's records in the ledger say of her (ShipFlags): a boarding under way, a captor. */
export interface ConditionRecords {
  boarding?: { boats?: number } | null;
  prize?: unknown;
}

/**
 * What of her data the conditions read (a ShipSource has it). Said here in plain types so the pure
 * code that lists conditions (the tracker's squadrons, the benches) needs no data model.
 */
export interface ConditionSource {
  rate: string;
  damage: {
    onFire: boolean;
    aground: boolean;
    steering: boolean;
    fate: string;
    foremast: boolean;
    mainmast: boolean;
    mizzen: boolean;
  };
  strike: { marked: boolean; status: string };
}

/**
 * The conditions her data implies. Dismasted: the module that keeps her masts finds every one down
 * (its root part's `dismasted`, registry/data-parts.ts). Grappled: a boarding is recorded that did not come from boats
 * (a boat attack needs no grapple). A ship gone down shows only that she is sunk.
 */
export function conditionsOf(source: ConditionSource, records: ConditionRecords = {}): Set<ConditionKey> {
  const { damage, strike } = source;
  if (damage.fate === 'sunk' || damage.fate === 'exploded') return new Set(['sunk']);
  const on: Record<ConditionKey, boolean> = {
    onFire: damage.onFire,
    aground: damage.aground,
    dismasted: dismastedByRoots(source),
    steering: damage.steering,
    grappled: Boolean(records.boarding && !records.boarding.boats),
    foundering: damage.fate === 'foundering',
    sunk: false,
    marked: strike.marked,
    retiring: strike.status === 'retiring',
    struck: strike.status === 'struck',
    prize: records.prize != null,
  };
  return new Set(CONDITION_KEYS.filter((key) => on[key]));
}

/**
 * What a click on a condition in the token HUD writes to her data (`system` update data), or null
 * for a condition it cannot set by itself (dismasted: which mast; grappled and prize: a record the
 * boarding cards keep; foundering: the moves she has left; sunk and the strike mark: a card's to
 * set). `gmOnly`: the path is one only the GM sets (authority/gm-only.ts).
 */
export function conditionWrite(
  key: ConditionKey,
  active: boolean,
): { system: Record<string, unknown>; gmOnly: boolean } | null {
  switch (key) {
    case 'onFire':
      // Put out, a ship's fire is gone whole, the extreme hazard with it.
      return {
        system: { damage: active ? { onFire: true } : { onFire: false, extremelyHazardousFire: false } },
        gmOnly: false,
      };
    case 'aground':
      return { system: { damage: { aground: active } }, gmOnly: false };
    case 'steering':
      return { system: { damage: { steering: active } }, gmOnly: false };
    case 'retiring':
    case 'struck':
      return { system: { strike: { status: active ? key : 'fighting' } }, gmOnly: true };
    default:
      return null;
  }
}
