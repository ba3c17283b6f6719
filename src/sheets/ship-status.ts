import { FATES, STRIKE_STATUSES, type ShipSource } from '../data/ship';

/** What the table's records say of the ship: the captor she was taken by, if she is a prize. */
export interface ShipTableView {
  prize: { captorName: string } | null;
}

/** Her state in one word, the gravest first: gone, going down, taken, struck, retiring, afloat. */
export type ShipCondition = 'sunk' | 'exploded' | 'foundering' | 'prize' | 'struck' | 'retiring' | 'afloat';

function conditionOf(source: ShipSource, table: ShipTableView): ShipCondition {
  const { fate } = source.damage;
  if (fate !== 'afloat') return fate;
  if (table.prize) return 'prize';
  const { status } = source.strike;
  return status === 'fighting' ? 'afloat' : status;
}

/**
 * The status block of the ship sheet: her condition, the moves a foundering ship has left, her
 * colours, whether she is taken and by whom, and the flagship and merchant marks. Only the GM gets
 * the controls (authority/guards/gm-only.ts); the owner and observers read the same as text.
 */
export function shipStatusContext(source: ShipSource, table: ShipTableView, isGM: boolean) {
  const condition = conditionOf(source, table);
  const foundering = source.damage.fate === 'foundering';
  return {
    gm: isGM,
    condition,
    conditionLabel: `BROADSIDE.Ship.Status.condition.${condition}`,
    foundering,
    movesLeft: source.damage.founderMovesLeft,
    captor: table.prize?.captorName ?? '',
    flagship: source.flagship,
    merchant: source.merchant,
    colours: source.strike.status,
    coloursLabel: `BROADSIDE.StrikeStatus.${source.strike.status}`,
    fates: FATES.map((value) => ({ value, label: `BROADSIDE.Fate.${value}`, selected: value === source.damage.fate })),
    colourOptions: STRIKE_STATUSES.map((value) => ({
      value,
      label: `BROADSIDE.StrikeStatus.${value}`,
      selected: value === source.strike.status,
    })),
    marked: source.strike.marked,
    triggers: source.strike.triggers.map((t) => ({ letter: t, label: `BROADSIDE.Strike.Trigger.${t}` })),
  };
}
