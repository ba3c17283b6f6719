/**
 * The wind gauge on a battle, on Foundry: the GM records who holds it this round, by hand or by
 * rolling the round's contest on the table's dice (gauge-turn.ts), in the battle's data that only a
 * GM writes (decision kr-gauge-battle); the fire dialog reads it for the firing ship (fire-dialog.ts).
 */
import type { BroadsideCombat } from '../../combat/combat';
import { battleById } from '../../combat/battles';
import { actorByUuid } from '../../documents/lookups';
import { rollRule } from '../../dice/roll-rule';
import { gunneryShip, worldCrew } from './fire-dialog';
import { gaugeUpdate } from './gauge-store';
import { krRound } from './round-store';
import { gaugeContest, holderUuid } from './gauge-turn';
import { chosenTries } from './round-tries';

declare module '../../authority/gunnery' {
  interface GunneryApi {
    /** Records on a battle the ship (actor uuid) holding the gauge this round, or null for a tie (GM only). */
    recordGauge: typeof recordGauge;
    /** Rolls a battle's gauge contest for this round between two ships and records its holder (GM only). */
    contestGauge: typeof contestGauge;
  }
}

// Looked up by id without loading the Combat class, which the module's readers without Foundry never need.
const battleOf = (combat: BroadsideCombat | string) => (typeof combat === 'string' ? battleById(combat) : combat);

/** The battle's round: the tracker's wind-gauge round once those have begun (round-store.ts), else the combat's. */
const roundOf = (battle: BroadsideCombat) => krRound(battle.battleData) || Math.max(1, battle.round ?? 1);

/** Records the holder for the battle's round; only a GM may (the server refuses anyone else). */
export async function recordGauge(combat: BroadsideCombat | string, holder: string | null): Promise<boolean> {
  const battle = battleOf(combat);
  if (!battle || !game.user.isGM) return false;
  await battle.update({ system: gaugeUpdate({ round: roundOf(battle), holder }) });
  return true;
}

/**
 * Rolls the round's contest between ships `a` and `b` (Weather Sense in round 1, contested Seamanship
 * after) with the tries their commanders chose on the tracker (decision kr-gauge-tries), and records
 * who won; resolves to the holder's uuid (null after a tie), or undefined if refused.
 */
export async function contestGauge(
  combat: BroadsideCombat | string,
  a: string,
  b: string,
): Promise<string | null | undefined> {
  const battle = battleOf(combat);
  const [shipA, shipB] = [actorByUuid(a), actorByUuid(b)];
  if (!battle || !game.user.isGM || shipA?.type !== 'ship' || shipB?.type !== 'ship') return undefined;
  const [left, right] = [gunneryShip(shipA), gunneryShip(shipB)];
  const round = roundOf(battle);
  const tries = chosenTries(battle.battleData, round, a, b);
  const { result } = await rollRule((dice) => gaugeContest(round, left, right, worldCrew, dice, tries));
  const holder = holderUuid(result.holder, left, right);
  await recordGauge(battle, holder);
  const name = holder === null ? null : holder === a ? shipA.name : shipB.name;
  ui.notifications?.info(
    name === null
      ? game.i18n.localize('BROADSIDE.Kr.Gauge.contestTie')
      : game.i18n.format('BROADSIDE.Kr.Gauge.contestWon', { ship: name ?? '' }),
  );
  return holder;
}
