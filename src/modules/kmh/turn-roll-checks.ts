/**
 * The strict check of what the table told a turn roll's card, within the bounds its dialog offers
 * (decision desk-derive reads it before it rolls the card again). Pure.
 */
import { isObject, isOneOf, isWhole } from '../../guards';
import { TURN_ROLL_OPTIONS } from './turn-roll-options';
import type { TurnRoll } from '../../data/turn-roll-kinds';
import type { TurnRollOptions } from './turn-roll-options';

/**
 * What the table told a turn roll, within the bounds its dialog asks for: only the options the roll
 * reads (a tack also her quarter to the wind), each in its bounds.
 */
export function isTurnRollOptions(roll: TurnRoll, v: unknown): v is TurnRollOptions {
  if (!isObject(v)) return false;
  const specs = TURN_ROLL_OPTIONS[roll] ?? [];
  return Object.entries(v).every(([key, value]) => {
    if (roll === 'tack' && key === 'quarter') return isOneOf(value, ['deadZone', 'bow', 'quarter', 'astern'] as const);
    const spec = specs.find((s) => s.name === key);
    if (!spec) return false;
    return spec.kind === 'check' ? typeof value === 'boolean' : isWhole(value, spec.min ?? 0, spec.max ?? 0);
  });
}
