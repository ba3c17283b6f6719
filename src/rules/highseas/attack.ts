/**
 * One attack of a duelling turn, from the reach to the wound: the roll to hit against the defence
 * chosen, a parry or block and its breakage, the disarm that may follow a parry, then the blow —
 * a weapon's wound, the unarmed table, or a cloak's entangling. Pure; it changes the fighters of
 * the turn's own copy of the duel.
 */
import type { DiceSource } from '../dice/dice';
import {
  ACTIONS,
  POLEARM_REACH,
  REACH,
  isUnarmed,
  type ActionId,
  type BrawlAttribute,
  type DuelPick,
  type PickedAction,
} from './actions';
import { disarmingWeapon, parryingWeapon, canFight, type Fighter, type HeldWeapon } from './fighter';
import { d20Test, isSerious, resistance, type D20Test, type Modifier, type Resistance } from './rolls';
import {
  attackOdds,
  breakageFrom,
  brawlingTargets,
  improvisedBlockTarget,
  isMissile,
  isParryable,
  parryTarget,
  toHit,
  type AttackOdds,
  type AttackSetup,
  type DefenceSetup,
} from './targets';
import { unarmedPoints, weaponPoints, wound, type BlowPoints, type Wound } from './blows';

/** A fighter's part in the turn being resolved. */
export interface Engaged {
  fighter: Fighter;
  pick: DuelPick | null;
  /** The defence he chose, while he can still use it. */
  defence: ActionId | null;
  /** The counter he has not yet made. */
  counter: PickedAction | null;
  /** Whether he still acts this turn (a stun or a knock-out ends that). */
  acting: boolean;
  stuns: number;
  parries: number;
  disarmTried: boolean;
  /** His improvised block broke: no more blocking against weapons this turn. */
  blockBroken: boolean;
  /** Successful attacks this turn, for sea legs. */
  hits: number;
  /** He made or took an attack this turn (the rigging's footing roll asks). */
  fought: boolean;
}

/** What the turn gives one attack to work with. */
export interface TurnContext {
  engaged(id: string): Engaged;
  gap(a: string, b: string): number;
  aboard: boolean;
  dice: DiceSource;
}

export interface ParryRecord {
  weapon: string;
  chosen: boolean;
  modifiers: Modifier[];
  test: D20Test;
  /** The breakage d20 and the face from which it breaks, after a parry that held. */
  breakage: { roll: number; from: number; broke: boolean } | null;
  disarm: Resistance | null;
}

export interface BlockRecord {
  kind: 'improvised' | 'brawling';
  modifiers: Modifier[];
  /** An improvised block's roll. */
  test: D20Test | null;
  /** A brawling block: the attacker's roll first, on the attribute he chose. */
  contest: (Resistance & { attribute: BrawlAttribute }) | null;
  held: boolean;
  breakage: { roll: number; from: number; broke: boolean } | null;
}

export type AttackOutcome = 'targetDown' | 'outOfReach' | 'missed' | 'parried' | 'blocked' | 'landed';

export interface AttackRecord {
  attacker: string;
  defender: string;
  form: AttackSetup['form'];
  weapon: string | null;
  hand: AttackSetup['hand'];
  counter: boolean;
  entangle: boolean;
  gap: number;
  reach: number | null;
  modifiers: Modifier[];
  target: number;
  odds: AttackOdds | null;
  test: D20Test | null;
  serious: boolean;
  parry: ParryRecord | null;
  block: BlockRecord | null;
  outcome: AttackOutcome;
  points: BlowPoints | null;
  wound: Wound | null;
  /** A stun by the unarmed table's Strength against Endurance. */
  stunRoll: Resistance | null;
  /** A grapple or tackle's Strength against Strength, and the turns it holds. */
  hold: (Resistance & { turns: number }) | null;
  /** A cloak's Dexterity roll against entangling. */
  entangleRoll: D20Test | null;
  /** Fighters left prone by a tackle. */
  fell: string[];
  stunned: boolean;
}

/** How far the attack reaches, or null for a missile (decisions hs-reach, hs-missile-range). */
function reachOf(setup: AttackSetup): number | null {
  if (isMissile(setup.form)) return null;
  const base = setup.weapon?.stats.weaponClass === 'polearm' ? POLEARM_REACH : REACH;
  return base + ((ACTIONS[setup.form] as { reach?: number }).reach ?? 0);
}

/** The parry and block this defender makes against this attack, if any. */
export function defenceSetup(
  setup: AttackSetup,
  d: Engaged,
  brawl: BrawlAttribute,
): DefenceSetup & { parryWeapon: { hand: 'right' | 'left'; weapon: HeldWeapon } | null } {
  const none = { parry: null, block: null, parryWeapon: null };
  if (!d.acting) return none;
  let parryWeapon: { hand: 'right' | 'left'; weapon: HeldWeapon } | null = null;
  let chosen = false;
  if (isParryable(setup)) {
    if (d.defence === 'parry') {
      parryWeapon = parryingWeapon(d.fighter);
      chosen = true;
    } else {
      // A duelling weapon parries anyway, at a cost (decision hs-free-parry).
      parryWeapon = disarmingWeapon(d.fighter);
    }
  }
  let block: DefenceSetup['block'] = null;
  if (d.defence === 'block' && !isMissile(setup.form)) {
    if (!setup.weapon) block = { kind: 'brawling', blocker: d.fighter, attribute: brawl };
    else if (!d.blockBroken && !setup.entangle) block = { kind: 'improvised', blocker: d.fighter, attribute: brawl };
  }
  return {
    parry: parryWeapon ? { parrier: d.fighter, weapon: parryWeapon.weapon, chosen, previous: d.parries } : null,
    block,
    parryWeapon,
  };
}

/** Stuns a fighter: his remaining actions this turn are lost (decision hs-stun-turn). */
export function stun(e: Engaged): void {
  e.stuns += 1;
  e.acting = false;
}

export function resolveAttack(ctx: TurnContext, setup: AttackSetup, brawl: BrawlAttribute): AttackRecord {
  const a = ctx.engaged(setup.attacker.id);
  const d = ctx.engaged(setup.defender.id);
  const { dice } = ctx;
  const gap = ctx.gap(setup.attacker.id, setup.defender.id);
  const reach = reachOf(setup);
  const record: AttackRecord = {
    attacker: setup.attacker.id,
    defender: setup.defender.id,
    form: setup.form,
    weapon: setup.weapon?.name ?? null,
    hand: setup.hand,
    counter: setup.counter,
    entangle: setup.entangle,
    gap,
    reach,
    modifiers: [],
    target: 0,
    odds: null,
    test: null,
    serious: false,
    parry: null,
    block: null,
    outcome: 'missed',
    points: null,
    wound: null,
    stunRoll: null,
    hold: null,
    entangleRoll: null,
    fell: [],
    stunned: false,
  };
  if (!canFight(setup.defender)) return { ...record, outcome: 'targetDown' };
  spend(setup);
  a.fought = true;
  d.fought = true;
  if (reach !== null && gap > reach) return { ...record, outcome: 'outOfReach' };

  const { modifiers, target } = toHit(setup, d.acting ? d.defence : null);
  const defence = defenceSetup(setup, d, brawl);
  Object.assign(record, { modifiers, target, odds: attackOdds(setup, target, defence) });
  const test = d20Test(dice, target);
  record.test = test;
  record.serious = isSerious(test);
  if (!test.made) return { ...record, outcome: 'missed' };

  if (defence.parry && defence.parryWeapon) {
    record.parry = parry(ctx, setup, d, a, defence.parryWeapon);
    if (record.parry.test.made) return { ...record, outcome: 'parried' };
  }
  if (defence.block) {
    record.block = block(ctx, setup, d, defence.block.kind, brawl);
    if (record.block.held) return { ...record, outcome: 'blocked' };
  }
  record.outcome = 'landed';
  a.hits += 1;
  land(ctx, setup, record, d);
  return record;
}

/** A thrown blade is gone and a fired gun empty once the attack is made. */
function spend(setup: AttackSetup) {
  if (!setup.hand) return;
  if (setup.form === 'throw') setup.attacker.hands[setup.hand] = 'thrown';
  if (setup.form === 'fire') setup.attacker.loading[setup.hand] = 0;
}

function breakage(dice: DiceSource, from: number) {
  const roll = dice.roll(1, 20)[0]!;
  return { roll, from, broke: roll >= from };
}

function parry(
  ctx: TurnContext,
  setup: AttackSetup,
  d: Engaged,
  a: Engaged,
  held: { hand: 'right' | 'left'; weapon: HeldWeapon },
): ParryRecord {
  const chosen = d.defence === 'parry';
  const { modifiers, target } = parryTarget(setup, {
    parrier: d.fighter,
    weapon: held.weapon,
    chosen,
    guess: d.pick?.guess ?? 'thrust',
    previous: d.parries,
  });
  d.parries += 1;
  const test = d20Test(ctx.dice, target);
  const out: ParryRecord = { weapon: held.weapon.name, chosen, modifiers, test, breakage: null, disarm: null };
  if (!test.made) return out;
  out.breakage = breakage(ctx.dice, breakageFrom(setup, held.weapon));
  if (out.breakage.broke) d.fighter.hands[held.hand] = 'broken';
  // Decision hs-disarm-timing: one try a turn, when he said he would, with a weapon still whole.
  if (d.pick?.disarmOnParry && !d.disarmTried && !out.breakage.broke) out.disarm = tryDisarm(ctx, d, a, setup);
  return out;
}

/**
 * A disarm: duelling weapon against duelling weapon, the disarmer's at least as strong (decision
 * hs-disarm-strength), a resistance roll on duelling expertise; the loser's weapon drops.
 */
export function tryDisarm(
  ctx: TurnContext,
  d: Engaged,
  a: Engaged,
  setup: Pick<AttackSetup, 'weapon' | 'hand'>,
): Resistance | null {
  const mine = disarmingWeapon(d.fighter);
  const theirs = setup.weapon;
  if (
    !mine ||
    !theirs ||
    !setup.hand ||
    theirs.stats.weaponClass !== 'dueling' ||
    mine.weapon.stats.minStr < theirs.stats.minStr
  )
    return null;
  d.disarmTried = true;
  const roll = resistance(ctx.dice, d.fighter.sheet.expertise.dueling, a.fighter.sheet.expertise.dueling);
  if (roll.firstWins) a.fighter.hands[setup.hand] = 'dropped';
  return roll;
}

function block(
  ctx: TurnContext,
  setup: AttackSetup,
  d: Engaged,
  kind: 'improvised' | 'brawling',
  brawl: BrawlAttribute,
): BlockRecord {
  if (kind === 'improvised') {
    const { modifiers, target } = improvisedBlockTarget(setup, d.fighter);
    const test = d20Test(ctx.dice, target);
    const out: BlockRecord = { kind, modifiers, test, contest: null, held: test.made, breakage: null };
    if (test.made) {
      out.breakage = breakage(ctx.dice, breakageFrom(setup, null));
      if (out.breakage.broke) d.blockBroken = true;
    }
    return out;
  }
  // Decision hs-brawling-block: the attacker rolls first, on the attribute he picked.
  const t = brawlingTargets(setup, d.fighter, brawl);
  const modifiers: Modifier[] = [{ id: `attribute.${brawl}`, value: d.fighter.sheet[brawl] }];
  if (t.blockerEdge) modifiers.push({ id: 'brawlerEdge', value: t.blockerEdge });
  const contest = resistance(ctx.dice, t.attacker, t.blocker);
  return {
    kind,
    modifiers,
    test: null,
    contest: { ...contest, attribute: brawl },
    held: !contest.firstWins,
    breakage: null,
  };
}

/** The blow lands: a weapon wounds, a cloak entangles, a fist or a hold does what the unarmed table says. */
function land(ctx: TurnContext, setup: AttackSetup, record: AttackRecord, d: Engaged) {
  const { dice } = ctx;
  const attacker = setup.attacker;
  const defender = setup.defender;
  if (setup.entangle) {
    record.entangleRoll = d20Test(dice, defender.sheet.dexterity - 3);
    if (!record.entangleRoll.made) defender.entangled = true;
    return;
  }
  if (setup.weapon) {
    record.points = weaponPoints(attacker.sheet.strength, setup.weapon, record.serious, dice);
    hurt(ctx, record, d, record.points.points);
    return;
  }
  if (!isUnarmed(setup.form)) return;
  const form = setup.form;
  if (form === 'tackle') {
    // Decision hs-tackle: both go down, and the hold is tried as well.
    attacker.prone = true;
    defender.prone = true;
    record.fell = [attacker.id, defender.id];
  }
  if (form === 'grapple' || form === 'tackle') {
    const hold = resistance(dice, attacker.sheet.strength, defender.sheet.strength);
    const turns = record.serious ? 2 : 1;
    record.hold = { ...hold, turns };
    if (!hold.firstWins) return;
    defender.immobilised = Math.max(defender.immobilised, turns);
    record.points = unarmedPoints(form, attacker.sheet.strength, record.serious, defender.sheet);
    hurt(ctx, record, d, record.points.points);
    return;
  }
  record.points = unarmedPoints(form, attacker.sheet.strength, record.serious, defender.sheet);
  if (record.points.turned) return;
  if (record.points.points > 0) hurt(ctx, record, d, record.points.points);
  if (!canFight(defender)) return;
  // Decision hs-unarmed-resistance: the stun of a punch, haymaker or kick is Strength against Endurance.
  record.stunRoll = resistance(dice, attacker.sheet.strength, defender.sheet.endurance);
  if (record.stunRoll.firstWins && !record.stunned) {
    record.stunned = true;
    stun(d);
  }
}

function hurt(ctx: TurnContext, record: AttackRecord, d: Engaged, points: number) {
  if (points <= 0) return;
  record.wound = wound(d.fighter, points, ctx.dice);
  if (record.wound.stun) {
    record.stunned = true;
    stun(d);
  }
  if (!canFight(d.fighter)) d.acting = false;
}
