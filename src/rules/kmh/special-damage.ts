import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';
import type { BroadsidePlan, BroadsideRoll, Rake, SpecialColumn } from './firing';
import type { DamageOutcome } from './damage';
import { DamageWork } from './damage';
import type { KmhShipState, Mast } from './ship-state';
import { rollD10Row, rollD6, rollFiftyFifty } from './rolls';
import { tickCountdown } from '../countdown';

/** Codes of the special damage table. `Fstar` is the extremely hazardous fire. */
export type SpecialCode = 'GB' | 'HOC' | 'M' | 'MM' | 'S' | 'F' | 'Fstar' | 'B' | 'CREW';

/** One cell: damage points, secondary boxes, primary boxes and the codes, in printed order. */
export interface SpecialCell {
  dp: number;
  secondary: number;
  primary: number;
  codes: readonly SpecialCode[];
}

function cell(dp: number, secondary: number, primary: number, ...codes: SpecialCode[]): SpecialCell {
  return { dp, secondary, primary, codes };
}

/**
 * The special damage table, each column indexed by the d10 row 0–9 (index 0 is the printed "0"
 * row, the last). Decision speed-box-kinds: a bare "speed box" is a primary box (three secondary);
 * the rigging column names secondary boxes.
 */
export const SPECIAL_DAMAGE_TABLE: Readonly<Record<SpecialColumn, readonly SpecialCell[]>> = {
  hull: [
    cell(5, 0, 0, 'M'),
    cell(0, 0, 0, 'GB'),
    cell(0, 0, 0),
    cell(1, 0, 0),
    cell(2, 0, 0),
    cell(2, 0, 0),
    cell(2, 0, 0, 'B'),
    cell(3, 0, 0, 'F'),
    cell(3, 0, 0, 'HOC'),
    cell(3, 0, 0, 'S'),
  ],
  rigging: [
    cell(0, 5, 0, 'M', 'HOC'),
    cell(0, 0, 0, 'GB'),
    cell(0, 0, 0),
    cell(0, 1, 0),
    cell(0, 2, 0),
    cell(0, 3, 0),
    cell(0, 3, 0, 'B'),
    cell(0, 4, 0),
    cell(0, 4, 0),
    cell(0, 5, 0, 'M'),
  ],
  rakeHull: [
    cell(5, 0, 0, 'M'),
    cell(0, 0, 0, 'GB'),
    cell(1, 0, 0),
    cell(2, 0, 0),
    cell(2, 0, 0),
    cell(3, 0, 0),
    cell(3, 0, 0, 'B'),
    cell(3, 0, 0, 'M'),
    cell(3, 0, 0, 'HOC'),
    cell(4, 0, 0, 'S'),
  ],
  rakeRigging: [
    cell(0, 0, 4, 'MM'),
    cell(0, 0, 0, 'GB'),
    cell(0, 0, 1),
    cell(0, 0, 2),
    cell(0, 0, 2),
    cell(0, 0, 2),
    cell(0, 0, 3, 'B'),
    cell(0, 0, 3, 'M'),
    cell(0, 0, 3, 'M'),
    cell(0, 0, 4, 'M'),
  ],
  grape: [
    cell(2, 0, 0, 'CREW'),
    cell(0, 0, 0, 'GB'),
    cell(0, 0, 0),
    cell(0, 0, 0),
    cell(1, 0, 0),
    cell(0, 0, 1),
    cell(1, 0, 0, 'HOC'),
    cell(0, 0, 2, 'HOC'),
    cell(2, 0, 0, 'HOC'),
    cell(0, 0, 2, 'CREW'),
  ],
  hotShot: [
    cell(5, 0, 0, 'M', 'Fstar'),
    cell(0, 0, 0, 'GB', 'F'),
    cell(0, 0, 0),
    cell(0, 0, 0, 'B', 'F'),
    cell(2, 0, 0, 'F'),
    cell(2, 0, 0, 'F'),
    cell(2, 0, 0, 'F'),
    cell(3, 0, 0, 'F'),
    cell(3, 0, 0, 'Fstar'),
    cell(3, 0, 0, 'S', 'Fstar'),
  ],
};

export function specialCell(column: SpecialColumn, row: number): SpecialCell {
  requireInteger('special damage row', row, 0, 9);
  const cells = SPECIAL_DAMAGE_TABLE[column];
  if (!cells)
    throw new RulesError('UnknownColumn', `There is no special damage column "${String(column)}".`, { column });
  return cells[row]!;
}

/** Columns whose damage points are fire at the hull (and so strike a box per five). */
const HULL_COLUMNS: ReadonlySet<SpecialColumn> = new Set(['hull', 'rakeHull', 'grape', 'hotShot']);

/** The d6 of the mast table: 1–2 mizzen, 3–4 main, 5 fore, 6 bowsprit. */
export const MAST_ROLL: readonly Mast[] = ['mizzen', 'mizzen', 'main', 'main', 'fore', 'bowsprit'];

/** Order in which a rake brings spars down: nearest the firer first. */
export const RAKE_MAST_ORDER: Readonly<Record<'bow' | 'stern', readonly Mast[]>> = {
  bow: ['bowsprit', 'fore', 'main', 'mizzen'],
  stern: ['mizzen', 'main', 'fore', 'bowsprit'],
};

/**
 * Which spar an M result brings down. A rake takes the standing spar nearest the firer (decision
 * rake-mast-order). Otherwise
 * the d6 is rolled until it names a spar the ship has standing (decision mast-reroll: a spar
 * already lost or never carried, as on a two-masted vessel, is rolled again). Null when no spar
 * stands.
 */
export function chooseMast(state: KmhShipState, rake: Rake, dice: DiceSource): { mast: Mast | null; rolls: number[] } {
  const standing = state.masts.filter((m) => !state.mastsLost.includes(m));
  if (standing.length === 0) return { mast: null, rolls: [] };
  if (rake !== 'none') return { mast: RAKE_MAST_ORDER[rake].find((m) => standing.includes(m))!, rolls: [] };
  const rolls: number[] = [];
  for (;;) {
    const roll = rollD6(dice);
    rolls.push(roll);
    const mast = MAST_ROLL[roll - 1]!;
    if (standing.includes(mast)) return { mast, rolls };
  }
}

export interface SpecialResolution {
  column: SpecialColumn;
  row: number;
  cell: SpecialCell;
  /** The elite Jolly Jack Tars' save against a gun burst, when they had one. */
  gunBurstSave: { roll: number; saved: boolean } | null;
  mastRolls: number[];
}

export interface BroadsideEffects {
  target: DamageOutcome;
  firer: DamageOutcome;
  special: SpecialResolution | null;
  /** Grape's even chance of CREW casualties (null when not grape or no hit). */
  grapeCrew: { roll: number; yes: boolean } | null;
}

/**
 * Applies a rolled broadside to the target's sheet and resolves any special with its follow-up
 * rolls (gun burst save, mast choice, grape's CREW chance). The firer's sheet only changes on a
 * gun burst.
 */
export function applyBroadside(
  target: KmhShipState,
  firer: KmhShipState,
  plan: BroadsidePlan,
  roll: BroadsideRoll,
  options: { firerEliteJackTars?: boolean },
  dice: DiceSource,
): BroadsideEffects {
  const t = new DamageWork(target, dice);
  const f = new DamageWork(firer, dice);
  if (plan.aim === 'hull') t.hullDamagePoints(roll.damagePoints, 'hullHits');
  else {
    t.damagePoints(roll.damagePoints, 'riggingHits');
    t.secondaryBoxes(roll.secondaryBoxes, 'riggingHits');
  }
  let special: SpecialResolution | null = null;
  let crewByCell = false;
  if (roll.specialRow !== null) {
    special = resolveSpecial(t, f, plan.column, roll.specialRow, plan.rake, options.firerEliteJackTars ?? false, dice);
    crewByCell = special.cell.codes.includes('CREW');
  }
  let grapeCrew: BroadsideEffects['grapeCrew'] = null;
  // Decision grape-crew: every grape broadside with a hit has the even chance; a 9 or 0 special makes it sure.
  if (plan.shot === 'grape' && roll.hits > 0 && !crewByCell) {
    grapeCrew = rollFiftyFifty(dice);
    if (grapeCrew.yes) t.crewCasualties();
  }
  return { target: t.finish(), firer: f.finish(), special, grapeCrew };
}

/** Resolves one cell of the table onto a target (and a firer, for a gun burst). */
export function resolveSpecial(
  target: DamageWork,
  firer: DamageWork,
  column: SpecialColumn,
  row: number,
  rake: Rake,
  firerEliteJackTars: boolean,
  dice: DiceSource,
): SpecialResolution {
  const c = specialCell(column, row);
  if (HULL_COLUMNS.has(column)) target.hullDamagePoints(c.dp, 'special');
  else target.damagePoints(c.dp, 'special');
  target.secondaryBoxes(c.secondary, 'special');
  target.primaryBoxes(c.primary, 'special');
  let gunBurstSave: SpecialResolution['gunBurstSave'] = null;
  const mastRolls: number[] = [];
  const mast = () => {
    const choice = chooseMast(target.state, rake, dice);
    mastRolls.push(...choice.rolls);
    if (choice.mast) target.loseMast(choice.mast, 'special');
  };
  for (const code of c.codes) {
    switch (code) {
      case 'GB':
        if (firerEliteJackTars) {
          const save = rollFiftyFifty(dice);
          gunBurstSave = { roll: save.roll, saved: save.yes };
        }
        if (!gunBurstSave?.saved) firer.damagePoints(GUN_BURST_DAMAGE_POINTS, 'gunBurst');
        break;
      case 'HOC':
        target.highOfficerCasualties();
        break;
      case 'M':
        mast();
        break;
      case 'MM':
        mast();
        mast();
        break;
      case 'S':
        target.steeringDamage();
        break;
      case 'F':
        target.fire(false);
        break;
      case 'Fstar':
        target.fire(true);
        break;
      case 'B':
        target.loseBoats(1, 'special');
        break;
      case 'CREW':
        target.crewCasualties();
        break;
    }
  }
  return { column, row, cell: c, gunBurstSave, mastRolls };
}

/** A gun burst costs the firing ship five damage points. */
export const GUN_BURST_DAMAGE_POINTS = 5;

/** Special check alone (for the fire dialog's "roll the d10" step): succeeds when check ≤ hits. */
export function specialCheckSucceeds(check: number, hits: number): boolean {
  return requireInteger('special check', check, 1, 10) <= requireInteger('hits', hits, 0);
}

/** Rolls a table row directly (a bomb hit rolls specials as fire at the hull). */
export function rollSpecialRow(dice: DiceSource): number {
  return rollD10Row(dice);
}

/**
 * The Fire Test card (§11, F and F*): a d10 per burning ship. On its n-th test a fire goes out on
 * 1..(6 − n) (never less than 1: decision fire-test-range), burns on the rest, and a 0 means an
 * explosion test: an ordinary fire blows up on an even chance, a hazardous one always.
 */
export function fireTest(
  state: KmhShipState,
  dice: DiceSource,
): { roll: number; explosionRoll: number | null; outcome: 'out' | 'burning' | 'exploded'; damage: DamageOutcome } {
  if (state.fire === 'none') throw new RulesError('NotOnFire', 'Only a burning ship takes a fire test.');
  const work = new DamageWork(state, dice);
  // A fire has no set end: the count only says how many moves it has burned, this test included.
  const test = tickCountdown({ elapsed: state.movesBurning, left: null }).elapsed;
  const outUpTo = Math.max(1, 6 - test);
  const roll = rollD10Row(dice);
  let explosionRoll: number | null = null;
  let outcome: 'out' | 'burning' | 'exploded';
  if (roll === 0) {
    let explodes = state.fire === 'hazardous';
    if (!explodes) {
      const even = rollFiftyFifty(dice);
      explosionRoll = even.roll;
      explodes = even.yes;
    }
    outcome = explodes ? 'exploded' : 'burning';
  } else outcome = roll <= outUpTo ? 'out' : 'burning';
  if (outcome === 'exploded') work.explode();
  else if (outcome === 'out') {
    work.state.fire = 'none';
    work.state.movesBurning = 0;
  } else work.state.movesBurning = test;
  return { roll, explosionRoll, outcome, damage: work.finish() };
}

/** The Steering Damage Test card: a 6 frees the helm; a stopped ship manages it on an even chance. */
export function steeringTest(
  state: KmhShipState,
  stopped: boolean,
  dice: DiceSource,
): { roll: number; recovered: boolean; state: KmhShipState } {
  if (!state.steeringDamaged) throw new RulesError('NoSteeringDamage', 'The ship has no steering damage to test.');
  const roll = rollD6(dice);
  const recovered = stopped ? roll >= 4 : roll === 6;
  return { roll, recovered, state: recovered ? { ...state, steeringDamaged: false } : state };
}
