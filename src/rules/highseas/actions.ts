/**
 * The duelling turn's actions (H2): what each is, which of the five boxes of the turn sheet it
 * fills, whether it takes the whole turn, and how far the moving ones carry a fighter. Pure data
 * and checks; what a fighter may pick this turn is fighter.ts's to say.
 */
import { divideRoundingUp, type Movement } from './character';

/** The five boxes of the turn sheet: two actions in a turn never share one (decision hs-action-types). */
export const ACTION_TYPES = ['move', 'attack', 'defence', 'counter', 'misc'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The lists of the turn sheet, in its order; missile, polearm/other, duelling and unarmed all attack. */
export const ACTION_LISTS = [
  'movement',
  'missile',
  'polearmOther',
  'dueling',
  'unarmed',
  'defence',
  'counter',
  'misc',
] as const;
export type ActionList = (typeof ACTION_LISTS)[number];

export interface ActionDef {
  list: ActionList;
  type: ActionType;
  /** A long action is the turn's only action. */
  long: boolean;
  /** Metres the action adds to a weapon's reach (lunge, tackle). */
  reach?: number;
  /** Metres the action puts between a fighter and everyone else (step back). */
  retreat?: number;
}

export const ACTIONS = {
  move: { list: 'movement', type: 'move', long: false },
  run: { list: 'movement', type: 'move', long: true },
  throw: { list: 'missile', type: 'attack', long: false },
  fire: { list: 'missile', type: 'attack', long: false },
  strike: { list: 'polearmOther', type: 'attack', long: false },
  thrust: { list: 'dueling', type: 'attack', long: false },
  slash: { list: 'dueling', type: 'attack', long: false },
  lunge: { list: 'dueling', type: 'attack', long: true, reach: 3 },
  punch: { list: 'unarmed', type: 'attack', long: false },
  kick: { list: 'unarmed', type: 'attack', long: false },
  haymaker: { list: 'unarmed', type: 'attack', long: true },
  grapple: { list: 'unarmed', type: 'attack', long: true },
  tackle: { list: 'unarmed', type: 'attack', long: true, reach: 3 },
  duck: { list: 'defence', type: 'defence', long: false },
  sidestep: { list: 'defence', type: 'defence', long: false },
  dodge: { list: 'defence', type: 'defence', long: false },
  parry: { list: 'defence', type: 'defence', long: false },
  block: { list: 'defence', type: 'defence', long: false },
  stepBack: { list: 'defence', type: 'defence', long: true, retreat: 3 },
  counter: { list: 'counter', type: 'counter', long: false },
  disarm: { list: 'counter', type: 'counter', long: false },
  entangle: { list: 'counter', type: 'counter', long: false },
  // Decision hs-misc-actions: getting up and picking a weapon up are normal, a loading step is long.
  getUp: { list: 'misc', type: 'misc', long: false },
  recover: { list: 'misc', type: 'misc', long: false },
  load: { list: 'misc', type: 'misc', long: true },
} as const satisfies Record<string, ActionDef>;

export type ActionId = keyof typeof ACTIONS;
export const ACTION_IDS = Object.keys(ACTIONS) as ActionId[];

/** The attacks, each its own attack form. */
export const ATTACK_FORMS = [
  'throw',
  'fire',
  'strike',
  'thrust',
  'slash',
  'lunge',
  'punch',
  'kick',
  'haymaker',
  'grapple',
  'tackle',
] as const;
export type AttackForm = (typeof ATTACK_FORMS)[number];
export const UNARMED_FORMS = ['punch', 'kick', 'haymaker', 'grapple', 'tackle'] as const;
export type UnarmedForm = (typeof UNARMED_FORMS)[number];
/** A counterattack is one of the normal attacks, made back at whoever attacked first (decision hs-counter). */
export const COUNTER_FORMS = ['throw', 'fire', 'strike', 'thrust', 'slash', 'punch', 'kick'] as const;
export type CounterForm = (typeof COUNTER_FORMS)[number];

/** The attack forms a parry guess names. */
export const PARRY_GUESSES = ['thrust', 'slash', 'lunge'] as const;
export type ParryGuess = (typeof PARRY_GUESSES)[number];

export const HANDS = ['right', 'left'] as const;
export type Hand = (typeof HANDS)[number];

/** Which way a move takes a fighter: at his opponent or away from him. */
export const MOVE_WAYS = ['close', 'withdraw'] as const;
export type MoveWay = (typeof MOVE_WAYS)[number];

/** A brawler blocked picks which attribute the resistance roll is on. */
export const BRAWL_ATTRIBUTES = ['strength', 'dexterity'] as const;
export type BrawlAttribute = (typeof BRAWL_ATTRIBUTES)[number];

/** One action of a pick: the action, the hand whose weapon makes it, and a counterattack's form. */
export interface PickedAction {
  id: ActionId;
  hand?: Hand;
  form?: CounterForm;
}

/** A fighter's secret pick for a turn: his opponent, his actions, and his parry guess. */
export interface DuelPick {
  opponent: string;
  actions: PickedAction[];
  guess: ParryGuess;
  /** Where a move takes him. */
  way: MoveWay;
  /** The attribute a brawling block against his unarmed attack is rolled on. */
  brawl: BrawlAttribute;
  /** He tries to disarm after a successful parry (decision hs-disarm-timing). */
  disarmOnParry: boolean;
}

export const isLong = (id: ActionId): boolean => ACTIONS[id].long;
export const actionType = (id: ActionId): ActionType => ACTIONS[id].type;
export const isAttackForm = (id: string): id is AttackForm => (ATTACK_FORMS as readonly string[]).includes(id);
export const isUnarmed = (form: AttackForm): form is UnarmedForm => (UNARMED_FORMS as readonly string[]).includes(form);

/**
 * Why a set of actions is no turn, or null: one long action alone, or at most `allowed` normal
 * actions (two, one after a stun), never two of one type.
 */
export function turnProblem(actions: readonly PickedAction[], allowed = 2): string | null {
  if (actions.some((a) => !(a.id in ACTIONS))) return 'UnknownAction';
  if (actions.length > allowed) return 'TooManyActions';
  if (actions.some((a) => isLong(a.id)) && actions.length > 1) return 'LongActionAlone';
  if (actions.some((a) => isLong(a.id)) && allowed < 2) return 'NoLongAction';
  const types = actions.map((a) => actionType(a.id));
  if (new Set(types).size !== types.length) return 'SameTypeTwice';
  return null;
}

/** Where a fighter is: on deck, aloft in the rigging, or in the water. */
export const POSITIONS = ['deck', 'rigging', 'water'] as const;
export type Position = (typeof POSITIONS)[number];

/** Hand weapons and fists reach a metre; a polearm two (decision hs-reach). */
export const REACH = 1;
export const POLEARM_REACH = 2;

export interface MoveInput {
  movement: Movement;
  position: Position;
  /** A useless leg halves every move. */
  legUseless: boolean;
  /** Aboard without sea legs halves every move. */
  landsman: boolean;
}

/**
 * Metres a move or a run carries a fighter, or null where he cannot make it: aloft a move is his
 * rigging distance and a run doubles it, in the water he swims and cannot run. Each halving
 * (useless leg, no sea legs aboard) rounds up, and two halvings quarter (decision hs-move-halving).
 */
export function moveDistance(action: 'move' | 'run', input: MoveInput): number | null {
  const { movement } = input;
  let metres: number | null;
  if (input.position === 'rigging') metres = action === 'move' ? movement.rigging : movement.riggingLong;
  else if (input.position === 'water') metres = action === 'move' ? movement.swim : null;
  else metres = action === 'move' ? movement.move : movement.run;
  if (metres === null) return null;
  if (input.legUseless) metres = divideRoundingUp(metres, 2);
  if (input.landsman && input.position !== 'water') metres = divideRoundingUp(metres, 2);
  return metres;
}
