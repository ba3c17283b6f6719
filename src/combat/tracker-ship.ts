/** What a ship's row in the tracker shows of her beside her name: her hull, her conditions, her ensign. Pure. */
import { CONDITION_EFFECTS, CONDITION_KEYS, type ConditionKey } from '../data/conditions';
import { ensignColour } from '../data/ensign';
import type { ShipEntry } from '../data/squadrons';

const EFFECT_OF = new Map(CONDITION_KEYS.map((key, i) => [key, CONDITION_EFFECTS[i]!]));

/** Her conditions: those her data implies, or (for a ship read without them) those the deck itself tracks. */
function conditionKeys(ship: ShipEntry): readonly ConditionKey[] {
  if (ship.conditions) return ship.conditions;
  const flags: [ConditionKey, boolean][] = [
    ['onFire', ship.onFire],
    ['steering', ship.steering],
    ['marked', ship.strikeMarked],
  ];
  return flags.filter(([, on]) => on).map(([key]) => key);
}

/** Her hull as a bar; under a third of its points it shows as low. */
function hullView(hull: ShipEntry['hull']) {
  if (!hull || hull.max <= 0) return null;
  const value = Math.min(Math.max(hull.value, 0), hull.max);
  return { value, max: hull.max, percent: Math.round((value / hull.max) * 100), low: value * 3 < hull.max };
}

export function shipMarks(ship: ShipEntry) {
  return {
    hull: hullView(ship.hull),
    conditions: conditionKeys(ship).map((key) => ({
      key,
      img: EFFECT_OF.get(key)!.img,
      labelKey: EFFECT_OF.get(key)!.name,
    })),
    ensign: ensignColour(ship.nationality, ship.side),
  };
}
