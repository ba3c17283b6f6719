/**
 * The High Seas duel (H2): its state between turns and the resolution of one turn from the
 * fighters' revealed picks — moves, then attacks in weapon order with the counters they set off,
 * then the miscellaneous actions, then the sea's rolls — with every step kept for the turn card.
 * Pure: every die through the given source, the duel given never changed.
 */
import type { DiceSource } from '../dice/dice';
import { HIT_LOCATIONS, LIMBS, type HitLocation, type Limb } from './locations';
import { WEAPON_CLASSES } from './weapons';
import {
  ACTIONS,
  REACH,
  turnProblem,
  type ActionId,
  type Hand,
  type MoveWay,
  type DuelPick,
  type PickedAction,
} from './actions';
import { actionOptions, canFight, fighterMove, isOption, weaponIn, type Fighter } from './fighter';
import { resolveAttack, tryDisarm, type AttackRecord, type Engaged, type TurnContext } from './attack';
import { footingRoll, seaLegsRoll, waterRoll, type SeaStep } from './sea';
import type { AttackSetup } from './targets';
import type { Resistance } from './rolls';

export interface DuelState {
  turn: number;
  /** Fought aboard a ship: landsmen suffer and earn sea legs. */
  aboard: boolean;
  fighters: Fighter[];
  /** Metres between each two fighters (decision hs-duel-distance). */
  gaps: Record<string, number>;
}

export const gapKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
export const gapBetween = (duel: Pick<DuelState, 'gaps'>, a: string, b: string): number =>
  duel.gaps[gapKey(a, b)] ?? REACH;

/** A new duel of these fighters, every two of them `gap` metres apart. */
export function newDuel(fighters: Fighter[], options: { aboard: boolean; gap?: number }): DuelState {
  const gaps: Record<string, number> = {};
  for (const a of fighters) for (const b of fighters) if (a.id < b.id) gaps[gapKey(a.id, b.id)] = options.gap ?? REACH;
  return { turn: 1, aboard: options.aboard, fighters, gaps };
}

/** Why a fighter takes no action this turn. */
export type LostReason = 'stunned' | 'held' | 'entangled' | 'underwater' | 'noPick' | 'badPick';

export type TurnStep =
  | { kind: 'lost'; fighter: string; reason: LostReason }
  /** Actions a stun or a knock-out earlier in the turn took away. */
  | { kind: 'skipped'; fighter: string; action: ActionId }
  /** How fighters acting at the same point were put in order (decision hs-ties). */
  | { kind: 'order'; fighters: string[]; by: 'dexterity' | 'expertise' | 'height' | 'dice'; rolls: number[] }
  | {
      kind: 'move';
      fighter: string;
      action: 'move' | 'run' | 'stepBack';
      way: MoveWay | null;
      toward: string | null;
      metres: number;
      gap: number | null;
    }
  | ({ kind: 'attack' } & AttackRecord)
  | { kind: 'disarm'; fighter: string; against: string; roll: Resistance | null }
  | { kind: 'misc'; fighter: string; action: 'getUp' | 'recover' | 'load'; hand: Hand | null; loaded: boolean }
  | SeaStep;

/** What a turn did to a fighter's sheet: damage by location, limbs lamed, sea legs. */
export interface SheetChange {
  wounds: Partial<Record<HitLocation, number>>;
  damage: number;
  lamed: Limb[];
  attacksAboard: number;
  seaLegs: boolean;
}

export interface TurnResult {
  turn: number;
  /** The picks as they counted: null for a fighter who took no action. */
  picks: Record<string, DuelPick | null>;
  steps: TurnStep[];
  next: DuelState;
  sheets: Record<string, SheetChange>;
}

/** Why a pick is no pick for this fighter this turn, or null when it is one. */
export function pickProblem(duel: DuelState, fighterId: string, pick: DuelPick): string | null {
  const f = duel.fighters.find((x) => x.id === fighterId);
  if (!f) return 'UnknownFighter';
  const opponent = duel.fighters.find((x) => x.id === pick.opponent);
  if (!opponent || opponent.id === f.id || opponent.condition !== 'active') return 'BadOpponent';
  const problem = turnProblem(pick.actions, f.actions);
  if (problem) return problem;
  const options = actionOptions(f, duel.aboard);
  return pick.actions.every((a) => isOption(options, a)) ? null : 'NotAvailable';
}

/** A duel is over once fewer than two of its fighters are still on their feet (decision hs-duel-end). */
export function duelOver(duel: DuelState): boolean {
  return duel.fighters.filter((f) => f.condition === 'active').length < 2;
}

/** Why a fighter sits this turn out before any pick, or null. */
export function sitsOut(f: Fighter): LostReason | 'down' | null {
  if (f.condition !== 'active') return 'down';
  if (f.underwater > 0) return 'underwater';
  if (f.immobilised > 0) return 'held';
  if (f.entangled) return 'entangled';
  if (f.actions === 0) return 'stunned';
  return null;
}

const bestExpertise = (f: Fighter) => Math.max(...WEAPON_CLASSES.map((c) => f.sheet.expertise[c]));

/**
 * Puts actions in order: by `rank` (weapon order), then Dexterity, expertise and height, then a
 * d20 each for those still level, higher first, rolled again while they tie.
 */
function ordered<T>(
  items: T[],
  key: (t: T) => { rank: number; f: Fighter; expertise: number },
  dice: DiceSource,
  steps: TurnStep[],
): T[] {
  const criteria = [
    (t: T) => key(t).f.sheet.dexterity,
    (t: T) => key(t).expertise,
    (t: T) => key(t).f.sheet.height,
  ] as const;
  const names = ['dexterity', 'expertise', 'height'] as const;
  const out: T[] = [];
  const ranks = [...new Set(items.map((t) => key(t).rank))].sort((a, b) => a - b);
  for (const rank of ranks) {
    let group = items.filter((t) => key(t).rank === rank);
    if (group.length < 2) {
      out.push(...group);
      continue;
    }
    let by: 'dexterity' | 'expertise' | 'height' | 'dice' = 'dexterity';
    const compare = (a: T, b: T) => {
      for (let i = 0; i < criteria.length; i++) {
        const diff = criteria[i]!(b) - criteria[i]!(a);
        if (diff !== 0) {
          if (by !== 'dice' && names.indexOf(by) < i) by = names[i]!;
          return diff;
        }
      }
      return 0;
    };
    group = [...group].sort(compare);
    const rolls: number[] = [];
    const result: T[] = [];
    for (let i = 0; i < group.length;) {
      let j = i + 1;
      while (j < group.length && compare(group[i]!, group[j]!) === 0) j++;
      result.push(...(j - i > 1 ? rollOff(group.slice(i, j), dice, rolls) : group.slice(i, j)));
      if (j - i > 1) by = 'dice';
      i = j;
    }
    steps.push({ kind: 'order', fighters: result.map((t) => key(t).f.id), by, rolls });
    out.push(...result);
  }
  return out;
}

function rollOff<T>(tied: T[], dice: DiceSource, rolls: number[]): T[] {
  const faces = dice.roll(tied.length, 20);
  rolls.push(...faces);
  const byFace = tied.map((t, i) => ({ t, face: faces[i]! })).sort((a, b) => b.face - a.face);
  const out: T[] = [];
  for (let i = 0; i < byFace.length;) {
    let j = i + 1;
    while (j < byFace.length && byFace[j]!.face === byFace[i]!.face) j++;
    out.push(
      ...(j - i > 1
        ? rollOff(
            byFace.slice(i, j).map((x) => x.t),
            dice,
            rolls,
          )
        : [byFace[i]!.t]),
    );
    i = j;
  }
  return out;
}

const of = (pick: DuelPick | null, type: 'move' | 'attack' | 'defence' | 'counter' | 'misc'): PickedAction | null =>
  pick?.actions.find((a) => ACTIONS[a.id].type === type) ?? null;

/** A fighter's own copy for the turn to change (his sheet is never changed, so it is shared). */
function copyFighter(f: Fighter): Fighter {
  return { ...f, damage: { ...f.damage }, lamed: [...f.lamed], hands: { ...f.hands }, loading: { ...f.loading } };
}

/** Resolves one turn of a duel from the fighters' picks (a missing pick is a turn without actions). */
export function resolveTurn(
  duel: DuelState,
  picks: Readonly<Record<string, DuelPick | null | undefined>>,
  dice: DiceSource,
): TurnResult {
  const state: DuelState = { ...duel, fighters: duel.fighters.map(copyFighter), gaps: { ...duel.gaps } };
  const steps: TurnStep[] = [];
  const engaged = new Map<string, Engaged>();
  const counted: Record<string, DuelPick | null> = {};

  for (const f of state.fighters) {
    const reason = sitsOut(f);
    let pick = picks[f.id] ?? null;
    if (reason === 'down') pick = null;
    else if (reason) {
      steps.push({ kind: 'lost', fighter: f.id, reason });
      pick = null;
    } else if (!pick) {
      steps.push({ kind: 'lost', fighter: f.id, reason: 'noPick' });
    } else if (pickProblem(state, f.id, pick)) {
      steps.push({ kind: 'lost', fighter: f.id, reason: 'badPick' });
      pick = null;
    }
    counted[f.id] = pick;
    engaged.set(f.id, {
      fighter: f,
      pick,
      defence: of(pick, 'defence')?.id ?? null,
      counter: of(pick, 'counter'),
      acting: Boolean(pick),
      stuns: 0,
      parries: 0,
      disarmTried: false,
      blockBroken: false,
      hits: 0,
      fought: false,
    });
    // What held him back is spent by sitting this turn out.
    if (reason === 'held') f.immobilised -= 1;
    if (reason === 'entangled') f.entangled = false;
  }

  const ctx: TurnContext = {
    engaged: (id) => engaged.get(id)!,
    gap: (a, b) => gapBetween(state, a, b),
    aboard: state.aboard,
    dice,
  };
  const acting = [...engaged.values()].filter((e) => e.pick);
  moves(state, acting, ctx, steps);
  attacks(state, acting, ctx, steps);
  miscellany(acting, steps);
  for (const e of engaged.values()) seaRolls(state, e, dice, steps);
  for (const e of engaged.values()) if (e.stuns > 0) e.fighter.actions = e.stuns === 1 ? 1 : 0;
  for (const e of engaged.values()) if (e.stuns === 0 && e.fighter.actions < 2) e.fighter.actions = 2;
  state.turn += 1;
  return { turn: duel.turn, picks: counted, steps, next: state, sheets: sheetChanges(duel, state) };
}

function moves(state: DuelState, acting: Engaged[], ctx: TurnContext, steps: TurnStep[]) {
  const movers = acting.filter((e) => of(e.pick, 'move') || e.defence === 'stepBack');
  for (const e of ordered(
    movers,
    (x) => ({ rank: 0, f: x.fighter, expertise: bestExpertise(x.fighter) }),
    ctx.dice,
    steps,
  )) {
    const f = e.fighter;
    if (e.defence === 'stepBack') {
      // Decision hs-step-back: he backs away from everyone, in the move phase.
      const retreat = ACTIONS.stepBack.retreat;
      for (const other of state.fighters)
        if (other.id !== f.id) state.gaps[gapKey(f.id, other.id)] = gapBetween(state, f.id, other.id) + retreat;
      steps.push({
        kind: 'move',
        fighter: f.id,
        action: 'stepBack',
        way: 'withdraw',
        toward: null,
        metres: retreat,
        gap: null,
      });
      continue;
    }
    const action = of(e.pick, 'move')!.id as 'move' | 'run';
    const metres = fighterMove(f, action, state.aboard) ?? 0;
    const toward = e.pick!.opponent;
    const key = gapKey(f.id, toward);
    const now = gapBetween(state, f.id, toward);
    state.gaps[key] = e.pick!.way === 'close' ? Math.max(REACH, now - metres) : now + metres;
    steps.push({ kind: 'move', fighter: f.id, action, way: e.pick!.way, toward, metres, gap: state.gaps[key] });
  }
}

function setupFor(
  state: DuelState,
  e: Engaged,
  action: PickedAction,
  defender: Fighter,
  counter: boolean,
): AttackSetup {
  const form =
    action.id === 'counter' ? action.form! : action.id === 'entangle' ? 'strike' : (action.id as AttackSetup['form']);
  const weapon = action.hand ? weaponIn(e.fighter, action.hand) : null;
  return {
    attacker: e.fighter,
    defender,
    form,
    weapon,
    hand: action.hand ?? null,
    counter,
    entangle: action.id === 'entangle',
    aboard: state.aboard,
  };
}

function attacks(state: DuelState, acting: Engaged[], ctx: TurnContext, steps: TurnStep[]) {
  const attackers = acting.filter((e) => of(e.pick, 'attack'));
  const setups = attackers.map((e) => ({ e, action: of(e.pick, 'attack')! }));
  const rank = (x: (typeof setups)[number]) => {
    const weapon = x.action.hand ? x.e.fighter.sheet[x.action.hand] : null;
    const cls = weapon?.stats.weaponClass ?? 'unarmed';
    return { rank: WEAPON_CLASSES.indexOf(cls), f: x.e.fighter, expertise: x.e.fighter.sheet.expertise[cls] };
  };
  for (const { e, action } of ordered(setups, rank, ctx.dice, steps)) {
    if (!e.acting || !canFight(e.fighter)) {
      steps.push({ kind: 'skipped', fighter: e.fighter.id, action: action.id });
      continue;
    }
    const defender = state.fighters.find((f) => f.id === e.pick!.opponent)!;
    const setup = setupFor(state, e, action, defender, false);
    if (action.hand && !setup.weapon) {
      steps.push({ kind: 'skipped', fighter: e.fighter.id, action: action.id });
      continue;
    }
    strike(state, ctx, setup, e, steps);
  }
}

/** An attack and the counters it sets off: the one attacked answers it, and his answer may be answered (decision
 * hs-counter). */
function strike(state: DuelState, ctx: TurnContext, setup: AttackSetup, a: Engaged, steps: TurnStep[]) {
  const record = resolveAttack(ctx, setup, a.pick?.brawl ?? 'strength');
  steps.push({ kind: 'attack', ...record });
  if (record.outcome === 'targetDown') return;
  const d = ctx.engaged(setup.defender.id);
  const counter = d.counter;
  if (!counter || !d.acting || !canFight(d.fighter) || !canFight(a.fighter)) return;
  if (counter.id === 'disarm') {
    if (setup.weapon?.stats.weaponClass !== 'dueling') return;
    d.counter = null;
    steps.push({ kind: 'disarm', fighter: d.fighter.id, against: a.fighter.id, roll: tryDisarm(ctx, d, a, setup) });
    return;
  }
  d.counter = null;
  const answer = setupFor(state, d, counter, a.fighter, true);
  if (counter.hand && !answer.weapon) {
    steps.push({ kind: 'skipped', fighter: d.fighter.id, action: counter.id });
    return;
  }
  strike(state, ctx, answer, d, steps);
}

function miscellany(acting: Engaged[], steps: TurnStep[]) {
  for (const e of acting) {
    const action = of(e.pick, 'misc');
    if (!action) continue;
    const f = e.fighter;
    if (!e.acting || !canFight(f)) {
      steps.push({ kind: 'skipped', fighter: f.id, action: action.id });
      continue;
    }
    const hand = action.hand ?? null;
    if (action.id === 'getUp') f.prone = false;
    if (action.id === 'recover' && hand) f.hands[hand] = 'ready';
    if (action.id === 'load' && hand) f.loading[hand] += 1;
    const loaded = action.id === 'load' && hand !== null && f.loading[hand] >= (f.sheet[hand]?.stats.loadActions ?? 0);
    steps.push({ kind: 'misc', fighter: f.id, action: action.id as 'getUp' | 'recover' | 'load', hand, loaded });
  }
}

function seaRolls(state: DuelState, e: Engaged, dice: DiceSource, steps: TurnStep[]) {
  const f = e.fighter;
  if (f.condition === 'dead') return;
  const legs = canFight(f) ? seaLegsRoll(f, e.hits, state.aboard, dice) : null;
  if (legs) steps.push(legs);
  if (f.position === 'rigging' && e.fought && canFight(f)) steps.push(footingRoll(f, dice));
  if (f.position === 'water') steps.push(waterRoll(f, dice));
}

function sheetChanges(start: DuelState, end: DuelState): Record<string, SheetChange> {
  const out: Record<string, SheetChange> = {};
  for (const f of end.fighters) {
    const before = start.fighters.find((x) => x.id === f.id)!;
    const wounds: Partial<Record<HitLocation, number>> = {};
    let damage = 0;
    for (const loc of HIT_LOCATIONS) {
      const added = f.damage[loc] - before.damage[loc];
      if (added > 0) wounds[loc] = added;
      damage += added;
    }
    out[f.id] = {
      wounds,
      damage,
      lamed: LIMBS.filter((l) => f.lamed.includes(l) && !before.lamed.includes(l)),
      attacksAboard: f.attacksAboard - before.attacksAboard,
      seaLegs: f.seaLegs && !before.seaLegs,
    };
  }
  return out;
}
