/**
 * What the duel dialog shows a picker: one choice per box of the turn sheet, each offering only
 * the actions his fighter can take this turn (grouped by the sheet's lists, an attack with its
 * chance to hit) and saying what the chosen one does; his opponent and his parry guess, and
 * whether the pick as it stands is a turn. Pure.
 */
import { chance } from '../../chance';
import {
  ACTIONS,
  ACTION_LISTS,
  ACTION_TYPES,
  BRAWL_ATTRIBUTES,
  MOVE_WAYS,
  PARRY_GUESSES,
  actionOptions,
  disarmingWeapon,
  fighterMove,
  isAttackForm,
  pickProblem,
  chance as d20Chance,
  toHit,
  sitsOut,
  weaponIn,
  type ActionOption,
  type ActionType,
  type BrawlAttribute,
  type DuelPick,
  type Fighter,
  type MoveWay,
  type ParryGuess,
  type PickedAction,
} from '../../rules/highseas';
import { commitmentFor, type DuelRecord } from '../../data/duel-records';
import { actionLabel, fighterStateKeys } from './card-steps';

/** What the picker has chosen so far in the dialog. */
export interface Selection {
  opponent: string;
  /** The option chosen in each box of the turn sheet ('' for none), as optionValue gives it. */
  boxes: Record<ActionType, string>;
  guess: ParryGuess;
  way: MoveWay;
  brawl: BrawlAttribute;
  disarmOnParry: boolean;
}

export const optionValue = (o: Pick<ActionOption, 'id' | 'hand' | 'form'>): string =>
  [o.id, o.hand ?? '', o.form ?? ''].join(':');

export function parseOption(value: string): PickedAction | null {
  const [id, hand, form] = value.split(':');
  if (!id || !(id in ACTIONS)) return null;
  return {
    id: id as PickedAction['id'],
    ...(hand ? { hand: hand as PickedAction['hand'] } : {}),
    ...(form ? { form: form as PickedAction['form'] } : {}),
  };
}

export const emptyBoxes = (): Record<ActionType, string> =>
  Object.fromEntries(ACTION_TYPES.map((t) => [t, ''])) as Record<ActionType, string>;

/** A first selection: the first other fighter still up as opponent, nothing picked. */
export function newSelection(record: DuelRecord, fighter: string): Selection {
  const opponent = record.state.fighters.find((f) => f.id !== fighter && f.condition === 'active')?.id ?? '';
  return { opponent, boxes: emptyBoxes(), guess: 'thrust', way: 'close', brawl: 'strength', disarmOnParry: false };
}

const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;

/**
 * The selection the dialog's form holds: a field `box.<type>` per box (its option's value, '' for
 * none), the opponent, the guess, the way, the brawl attribute and the disarm box. Dotted names
 * may come flat or expanded; what is not one of the choices keeps the previous selection's.
 */
export function selectionOf(data: Record<string, unknown>, previous: Selection): Selection {
  const box = (t: string) => data[`box.${t}`] ?? (data.box as Record<string, unknown> | undefined)?.[t];
  const boxes = Object.fromEntries(
    ACTION_TYPES.map((t) => [t, typeof box(t) === 'string' ? box(t) : '']),
  ) as Selection['boxes'];
  return {
    opponent: typeof data.opponent === 'string' ? data.opponent : previous.opponent,
    boxes,
    guess: oneOf(PARRY_GUESSES, data.guess, previous.guess),
    way: oneOf(MOVE_WAYS, data.way, previous.way),
    brawl: oneOf(BRAWL_ATTRIBUTES, data.brawl, previous.brawl),
    disarmOnParry: Boolean(data.disarmOnParry),
  };
}

export function pickOf(selection: Selection): DuelPick {
  const actions = ACTION_TYPES.map((t) => selection.boxes[t])
    .filter(Boolean)
    .map(parseOption)
    .filter((a): a is PickedAction => a !== null);
  return {
    opponent: selection.opponent,
    actions,
    guess: selection.guess,
    way: selection.way,
    brawl: selection.brawl,
    disarmOnParry: selection.disarmOnParry,
  };
}

/**
 * The blanks of an option's description: metres, the weapon, and for an attack its chance to hit
 * the chosen opponent before his defence (every other modifier in), as a whole percentage.
 */
function optionData(
  f: Fighter,
  o: ActionOption,
  aboard: boolean,
  opponent: Fighter | undefined,
): Record<string, string | number> {
  const data: Record<string, string | number> = { weapon: o.weapon ?? '' };
  if (o.id === 'move' || o.id === 'run') data.metres = fighterMove(f, o.id, aboard) ?? 0;
  if (o.id === 'stepBack') data.metres = ACTIONS.stepBack.retreat;
  const form = o.id === 'counter' ? o.form : o.id === 'entangle' ? 'strike' : o.id;
  if (opponent && form && isAttackForm(form)) {
    const weapon = o.hand ? weaponIn(f, o.hand) : null;
    const target = toHit(
      {
        attacker: f,
        defender: opponent,
        form,
        weapon,
        hand: o.hand ?? null,
        counter: o.id === 'counter',
        entangle: o.id === 'entangle',
        aboard,
      },
      null,
    ).target;
    data.chance = chance(d20Chance(target));
  }
  return data;
}

/** One action as its box offers it: its value, its name's parts, its chance and what it does. */
function optionView(f: Fighter, o: ActionOption, aboard: boolean, opponent: Fighter | undefined, chosen: string) {
  const value = optionValue(o);
  return {
    id: o.id,
    value,
    label: actionLabel(o.id),
    form: o.form ? actionLabel(o.form) : null,
    hand: o.hand === 'left' ? 'BROADSIDE.Duel.Hand.left' : null,
    hint: `BROADSIDE.Duel.Hint.${o.id}`,
    data: optionData(f, o, aboard, opponent),
    long: ACTIONS[o.id].long,
    selected: chosen === value,
  };
}

export type DialogStatus = 'pick' | 'picked' | 'waiting' | 'out' | 'over';

/** The dialog's context; `gm` lets a GM's tooltip say how the pick is kept hidden. */
export function duelDialogContext(record: DuelRecord, fighterId: string, selection: Selection, gm = false) {
  const duel = record.state;
  const f = duel.fighters.find((x) => x.id === fighterId)!;
  const name = (id: string) => record.refs.find((r) => r.id === id)?.name ?? id;
  const committed = commitmentFor(record, fighterId);
  const out = sitsOut(f);
  const status: DialogStatus = record.over
    ? 'over'
    : out
      ? 'out'
      : committed
        ? committed.opened
          ? 'picked'
          : 'waiting'
        : 'pick';
  const options = status === 'pick' ? actionOptions(f, duel.aboard) : [];
  const pick = pickOf(selection);
  const problem = status === 'pick' && pick.actions.length > 0 ? pickProblem(duel, fighterId, pick) : null;
  const opponent = duel.fighters.find((o) => o.id === selection.opponent);
  return {
    duelId: record.id,
    turn: duel.turn,
    fighter: { id: f.id, name: name(f.id), states: fighterStateKeys(f) },
    status,
    statusKey: `BROADSIDE.Duel.Dialog.status.${status}`,
    outKey: out ? (out === 'down' ? `BROADSIDE.Crew.Condition.${f.condition}` : `BROADSIDE.Duel.Lost.${out}`) : null,
    oneAction: f.actions === 1,
    opponents: duel.fighters
      .filter((o) => o.id !== f.id && o.condition === 'active')
      .map((o) => ({ id: o.id, name: name(o.id), selected: o.id === selection.opponent })),
    boxes: ACTION_TYPES.map((type) => {
      const mine = options.filter((o) => ACTIONS[o.id].type === type);
      const choices = mine.map((o) => optionView(f, o, duel.aboard, opponent, selection.boxes[type]));
      return {
        type,
        name: `box.${type}`,
        label: `BROADSIDE.Duel.Box.${type}`,
        // The sheet's lists as groups, in its order; a box fed by one list needs no group heading.
        groups: ACTION_LISTS.map((list) => ({
          list,
          label: `BROADSIDE.Duel.List.${list}`,
          options: choices.filter((c) => ACTIONS[c.id].list === list),
        })).filter((g) => g.options.length > 0),
        grouped: new Set(mine.map((o) => ACTIONS[o.id].list)).size > 1,
        none: selection.boxes[type] === '',
        chosen: choices.find((c) => c.selected) ?? null,
      };
    }).filter((b) => b.groups.length > 0),
    guesses: PARRY_GUESSES.map((g) => ({ value: g, label: actionLabel(g), selected: g === selection.guess })),
    ways: MOVE_WAYS.map((w) => ({ value: w, label: `BROADSIDE.Duel.Way.${w}`, selected: w === selection.way })),
    brawls: BRAWL_ATTRIBUTES.map((a) => ({
      value: a,
      label: `BROADSIDE.Crew.FIELDS.attributes.FIELDS.${a}.label`,
      selected: a === selection.brawl,
    })),
    canDisarm: Boolean(disarmingWeapon(f)),
    disarmOnParry: selection.disarmOnParry,
    problem: problem ? `BROADSIDE.Errors.${problem}` : null,
    canSeal: status === 'pick' && problem === null && selection.opponent !== '',
    gm,
  };
}
