/**
 * The duel card's steps as its template reads them: each modifier that says something, die, parry,
 * block and wound with the key of its label, and each roll's chance as a whole percentage. Pure.
 */
import { chance } from '../../chance';
import {
  PARRY_GUESSES,
  type AttackRecord,
  type BlowPoints,
  type Modifier,
  type DuelPick,
  type ParryGuess,
  type Fighter,
  type PickedAction,
  type TurnStep,
  type Wound,
} from '../../rules/highseas';

/** Where a fighter stands once the turn is over, as the card shows it. */
export interface FighterAfter {
  id: string;
  condition: Fighter['condition'];
  actions: number;
  immobilised: number;
  entangled: boolean;
  prone: boolean;
  position: Fighter['position'];
  underwater: number;
  hands: Fighter['hands'];
}

type Name = (fighterId: string) => string;

export const actionLabel = (id: string): string => `BROADSIDE.Duel.Action.${id}`;
const modifierLabel = (id: string) => `BROADSIDE.Duel.Modifier.${id}`;
const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

/**
 * The modifiers worth a line: none that adds nothing, and none at all when one alone makes the
 * total (an "Expertise +13" over "To hit 13" says the same thing twice).
 */
function telling(list: readonly Modifier[], total: number): Modifier[] {
  const kept = list.filter((m) => m.value !== 0);
  return kept.length === 1 && kept[0]!.value === total ? [] : kept;
}

const modifiers = (list: readonly Modifier[], total: number) =>
  telling(list, total).map((m) => ({ label: modifierLabel(m.id), value: signed(m.value) }));

/** A blow's points, with what made them in words ("weapon +4, serious wound +3") when more than one thing did. */
function pointsView(p: BlowPoints) {
  if (!p.turned && p.parts.every((m) => m.value === 0)) return null;
  return {
    points: p.points,
    parts: telling(p.parts, p.points).map((m) => ({ label: `BROADSIDE.Duel.Blow.${m.id}`, value: signed(m.value) })),
    turned: p.turned,
  };
}

/** One action of a pick: its label, and the hand or counterattack it names. */
function pickedView(a: PickedAction) {
  return {
    label: actionLabel(a.id),
    form: a.form ? actionLabel(a.form) : null,
    hand: a.hand ? `BROADSIDE.Duel.Hand.${a.hand}` : null,
  };
}

export function pickView(pick: DuelPick | null, name: Name) {
  if (!pick) return { none: true, actions: [], guess: null, opponent: null };
  return {
    none: false,
    actions: pick.actions.map(pickedView),
    guess: actionLabel(pick.guess),
    opponent: name(pick.opponent),
  };
}

function woundView(w: Wound | null) {
  if (!w) return null;
  return {
    face: w.face,
    location: `BROADSIDE.Crew.Location.${w.location}`,
    points: w.points,
    stun: w.stun,
    limbRoll: w.limbRoll,
    lamed: w.lamed,
    days: w.days,
    condition: w.condition === 'active' ? null : `BROADSIDE.Crew.Condition.${w.condition}`,
    hours: w.hours,
  };
}

/**
 * A parry's chance once the blow lands: one figure when the guess changes nothing, else the
 * figure for a guess naming the attack's form and the figure for any other.
 */
function parryOdds(parry: Record<ParryGuess, number>, form: string) {
  const right = PARRY_GUESSES.find((g) => g === form);
  const wrong = PARRY_GUESSES.find((g) => g !== form)!;
  if (!right || parry[right] === parry[wrong]) return { same: chance(parry[wrong]) };
  return { same: null, right: chance(parry[right]), wrong: chance(parry[wrong]), form: actionLabel(right) };
}

function attackView(a: AttackRecord, name: Name) {
  // A card posted before each roll's chance stood alone kept other odds: it shows none for the parry or block.
  const parry = a.odds?.parry ?? null;
  const block = a.odds?.block ?? null;
  return {
    attacker: name(a.attacker),
    defender: name(a.defender),
    form: actionLabel(a.entangle ? 'entangle' : a.form),
    weapon: a.weapon,
    counter: a.counter,
    outcome: `BROADSIDE.Duel.Outcome.${a.outcome}`,
    bad: a.outcome === 'landed',
    reach: a.outcome === 'outOfReach' ? { gap: a.gap, reach: a.reach } : null,
    toHit: a.modifiers.length > 0,
    modifiers: modifiers(a.modifiers, a.target),
    target: a.target,
    odds: a.odds && {
      hit: chance(a.odds.hit),
      serious: chance(a.odds.serious),
      parry: parry && parryOdds(parry, a.form),
      block: block === null ? null : chance(block),
    },
    roll: a.test?.roll ?? null,
    serious: a.serious,
    parry: a.parry && {
      weapon: a.parry.weapon,
      free: !a.parry.chosen,
      modifiers: modifiers(a.parry.modifiers, a.parry.test.target),
      target: a.parry.test.target,
      roll: a.parry.test.roll,
      held: a.parry.test.made,
      breakage: a.parry.breakage,
      disarm: a.parry.disarm && {
        first: a.parry.disarm.first.roll,
        second: a.parry.disarm.second.roll,
        target: a.parry.disarm.second.target,
        won: a.parry.disarm.firstWins,
      },
    },
    block: a.block && {
      kind: `BROADSIDE.Duel.Block.${a.block.kind}`,
      modifiers: modifiers(a.block.modifiers, a.block.test?.target ?? a.block.contest?.secondBase ?? NaN),
      target: a.block.test?.target ?? null,
      roll: a.block.test?.roll ?? null,
      contest: a.block.contest && {
        attribute: `BROADSIDE.Crew.FIELDS.attributes.FIELDS.${a.block.contest.attribute}.label`,
        first: a.block.contest.first,
        second: a.block.contest.second,
      },
      held: a.block.held,
      breakage: a.block.breakage,
    },
    points: a.points && pointsView(a.points),
    wound: woundView(a.wound),
    stunRoll: a.stunRoll && { first: a.stunRoll.first, second: a.stunRoll.second, won: a.stunRoll.firstWins },
    hold: a.hold && { first: a.hold.first, second: a.hold.second, won: a.hold.firstWins, turns: a.hold.turns },
    entangleRoll: a.entangleRoll,
    fell: a.fell.map(name).join(', '),
    stunned: a.stunned,
  };
}

/** One step of the turn, under the key of its kind: the template shows the block of the key it finds. */
export function stepView(step: TurnStep, name: Name) {
  const who = 'fighter' in step ? name(step.fighter) : '';
  switch (step.kind) {
    case 'attack':
      return { kind: step.kind, attack: attackView(step, name) };
    case 'lost':
      return { kind: step.kind, lost: { who, reason: `BROADSIDE.Duel.Lost.${step.reason}` } };
    case 'skipped':
      return { kind: step.kind, skipped: { who, action: actionLabel(step.action) } };
    case 'order':
      return {
        kind: step.kind,
        order: { order: step.fighters.map(name).join(', '), by: `BROADSIDE.Duel.OrderBy.${step.by}`, dice: step.rolls },
      };
    case 'move':
      return {
        kind: step.kind,
        move: {
          who,
          action: actionLabel(step.action),
          metres: step.metres,
          toward: step.toward ? name(step.toward) : null,
          way: step.way ? `BROADSIDE.Duel.Way.${step.way}` : null,
          gap: step.gap,
        },
      };
    case 'disarm':
      return {
        kind: step.kind,
        disarm: {
          who,
          against: name(step.against),
          roll: step.roll && {
            first: step.roll.first.roll,
            second: step.roll.second.roll,
            target: step.roll.second.target,
            won: step.roll.firstWins,
          },
        },
      };
    case 'misc':
      return { kind: step.kind, misc: { who, action: actionLabel(step.action), loaded: step.loaded } };
    case 'seaLegs':
    case 'afloat':
      return {
        kind: step.kind,
        sea: {
          who,
          key: `BROADSIDE.Duel.Sea.${step.kind}`,
          target: step.test.target,
          roll: step.test.roll,
          made: step.test.made,
          outcome: seaOutcome(step),
        },
      };
    case 'footing':
      return {
        kind: step.kind,
        sea: {
          who,
          key: 'BROADSIDE.Duel.Sea.footing',
          target: step.test.target,
          roll: step.test.roll,
          made: !step.fell,
          outcome: seaOutcome(step),
          fall: step.fall,
          wound: woundView(step.wound),
        },
      };
    case 'surface':
      return {
        kind: step.kind,
        sea: {
          who,
          key: 'BROADSIDE.Duel.Sea.surface',
          target: step.test.target,
          roll: step.test.roll,
          made: step.surfaced,
          outcome: seaOutcome(step),
        },
      };
  }
}

function seaOutcome(step: Extract<TurnStep, { kind: 'seaLegs' | 'footing' | 'afloat' | 'surface' }>): string {
  switch (step.kind) {
    case 'seaLegs':
      return step.gained ? 'BROADSIDE.Duel.Sea.gained' : 'BROADSIDE.Duel.Sea.notYet';
    case 'footing':
      return step.fell ? 'BROADSIDE.Duel.Sea.fell' : 'BROADSIDE.Duel.Sea.holds';
    case 'afloat':
      return step.under ? 'BROADSIDE.Duel.Sea.under' : 'BROADSIDE.Duel.Sea.afloatStill';
    case 'surface':
      return step.drowned
        ? 'BROADSIDE.Duel.Sea.drowned'
        : step.surfaced
          ? 'BROADSIDE.Duel.Sea.surfaced'
          : 'BROADSIDE.Duel.Sea.stillUnder';
  }
}

/** A fighter's state as labels: what the next turn holds for him (decision hs-lost-turns). */
export function fighterStateKeys(a: Omit<FighterAfter, 'id'>): { key: string; n: number }[] {
  const out: { key: string; n: number }[] = [];
  const state = (key: string, n = 0) => out.push({ key: `BROADSIDE.Duel.State.${key}`, n });
  if (a.condition !== 'active') {
    state(a.condition);
    return out;
  }
  if (a.actions === 1) state('stunned');
  if (a.actions === 0) state('stunnedTwice');
  if (a.immobilised > 0) state('held', a.immobilised);
  if (a.entangled) state('entangled');
  if (a.prone) state('prone');
  if (a.position !== 'deck') state(a.position);
  if (a.underwater > 0) state('underwater', a.underwater);
  for (const hand of ['right', 'left'] as const) if (a.hands[hand] !== 'ready') state(`${a.hands[hand]}.${hand}`);
  if (out.length === 0) state('ready');
  return out;
}
