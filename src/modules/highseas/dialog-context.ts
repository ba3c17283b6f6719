/**
 * What the duel dialog shows a picker: only the actions his fighter can take this turn, each in
 * its list with what it does, one choice per box of the turn sheet, his opponent and his parry
 * guess, and whether the pick as it stands is a turn. Pure.
 */
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
import { commitmentFor, type DuelRecord } from '../../duel/records';
import { actionLabel, fighterStateKeys } from '../../chat/duel-steps';
import { afterOf } from '../../chat/duel';

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
 * The blanks of an option's description: metres, the weapon, and for an attack its chance against
 * the chosen opponent before his defence (every other modifier in).
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
    data.chance = toHit(
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
  }
  return data;
}

export type DialogStatus = 'pick' | 'picked' | 'waiting' | 'out' | 'over';

export function duelDialogContext(record: DuelRecord, fighterId: string, selection: Selection) {
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
    fighter: { id: f.id, name: name(f.id), states: fighterStateKeys(afterOf(f)) },
    status,
    statusKey: `BROADSIDE.Duel.Dialog.status.${status}`,
    outKey: out ? (out === 'down' ? `BROADSIDE.Crew.Condition.${f.condition}` : `BROADSIDE.Duel.Lost.${out}`) : null,
    oneAction: f.actions === 1,
    opponents: duel.fighters
      .filter((o) => o.id !== f.id && o.condition === 'active')
      .map((o) => ({ id: o.id, name: name(o.id), selected: o.id === selection.opponent })),
    lists: ACTION_LISTS.map((list) => ({
      list,
      label: `BROADSIDE.Duel.List.${list}`,
      options: options
        .filter((o) => ACTIONS[o.id].list === list)
        .map((o) => {
          const type = ACTIONS[o.id].type;
          const value = optionValue(o);
          return {
            value,
            type,
            label: actionLabel(o.id),
            form: o.form ? actionLabel(o.form) : null,
            hand: o.hand === 'left' ? 'BROADSIDE.Duel.Hand.left' : null,
            hint: `BROADSIDE.Duel.Hint.${o.id}`,
            data: optionData(f, o, duel.aboard, opponent),
            long: ACTIONS[o.id].long,
            checked: selection.boxes[type] === value,
          };
        }),
    })).filter((l) => l.options.length > 0),
    boxes: ACTION_TYPES.filter((t) => options.some((o) => ACTIONS[o.id].type === t)).map((t) => ({
      type: t,
      label: `BROADSIDE.Duel.Box.${t}`,
      none: selection.boxes[t] === '',
    })),
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
  };
}
