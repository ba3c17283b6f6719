/**
 * The chat cards as ChatMessage subtypes (system.json documentTypes.ChatMessage), one data model
 * per kind. What decides an apply (each ship's change, a choice) is checked strictly
 * (chat/card-checks.ts); the record of the roll the card shows is kept whole as the engine gave it.
 * The message holds no text: the card is rendered from this data when shown, in the reader's
 * language (documents/chat-message.ts).
 *
 * Every list, number and text is bounded by what the rules can make (data/card-bounds.ts, decision
 * card-bounds): the fields check it on every client, and cardFromSystem checks it again on the
 * desk, so a card made up at any size is refused, not rendered.
 */
import { FIRING_SIDES } from '../rules/geometry/firing-geometry';
import { STRIKE_STATUSES, STRIKE_TRIGGERS } from './ship';
import { TURN_ROLLS } from '../chat/turn-rolls';
import { isCardChoice, isChanges } from '../chat/card-checks';
import { readNotice } from '../chat/notices';
import type { AnyCard } from '../chat/card-kinds';
import type { ActorChange, CardChoice } from '../chat/apply';
import type { BroadsideCard } from '../chat/broadside-card';
import type { StrikeCard } from '../chat/strike';
import type { TurnRollCard } from '../chat/turn-rolls';
import type { BoardingCard } from '../chat/boarding';
import type { BombCard } from '../chat/bomb';
import type { DuelCard } from '../chat/duel';
import {
  MAX_BOARDING_STAGES,
  MAX_DECK_CARD_SHIPS,
  MAX_FIGHTERS,
  MAX_IMAGE_PATH_LENGTH,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTICE_BLANKS,
  MAX_RECORD_LIST,
  MAX_TURN,
  MAX_UUID_LENGTH,
  cardSizeRefusal,
  limitsOf,
  isBoundedList,
  isBoundedText,
  withinRecordBounds,
} from './card-bounds';
import { isObject } from '../guards';

const { SchemaField, ArrayField, StringField, NumberField, BooleanField, ObjectField } = foundry.data.fields;

/** A check a field runs on its value as Foundry validates it, and cardFromSystem runs on the desk. */
type Check = (v: unknown) => boolean;

const textWithin =
  (max: number): Check =>
  (v) =>
    isBoundedText(v, max);
const wholeWithin =
  (min: number, max: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const listWithin =
  (max: number, item: Check): Check =>
  (v) =>
    isBoundedList(v, max) && v.every(item);
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || v === undefined || check(v);

/** A ship or fighter a card names. */
const isNamedWithin: Check = (v) =>
  isObject(v) && textWithin(MAX_UUID_LENGTH)(v.uuid) && textWithin(MAX_NAME_LENGTH)(v.name);
const isRecord: Check = (v) => isObject(v) && withinRecordBounds(v);
const isRecordList: Check = listWithin(MAX_RECORD_LIST, isRecord);
const isFighterRef: Check = (v) =>
  isObject(v) &&
  textWithin(MAX_KEY_LENGTH)(v.id) &&
  textWithin(MAX_UUID_LENGTH)(v.uuid) &&
  textWithin(MAX_NAME_LENGTH)(v.name);

/** A string field no longer than `max`. */
const boundedString = (max: number, blank: boolean) =>
  new StringField({ required: true, blank, validate: textWithin(max) });

const named = (nullable = false) =>
  new SchemaField(
    { uuid: boundedString(MAX_UUID_LENGTH, false), name: boundedString(MAX_NAME_LENGTH, true) },
    { required: true, nullable, initial: nullable ? null : undefined },
  );
/**
 * A value as an ObjectField holds it, typed as the card's own: the same keys as a plain object type
 * (an ObjectField's own type is any plain object, which an interface is not).
 */
type Plain<T> = { [K in keyof T]: T[K] };
type Held = Record<string, unknown>;

/** A part of the engine's record the card shows, kept whole within the record bounds. */
const record = <T extends Held>() =>
  new ObjectField<{ required: true; nullable: false; initial: Held } & Checked, T, T, T>({
    required: true,
    nullable: false,
    initial: {},
    validate: withinRecordBounds,
  });
/** The same, or null when the card has none. */
const maybe = <T extends Held>() =>
  new ObjectField<{ required: true; nullable: true; initial: null } & Checked, T | null, T | null, T | null>({
    required: true,
    nullable: true,
    initial: null,
    validate: orNull(withinRecordBounds),
  });
const list = <T extends Held>() =>
  new ArrayField(
    new ObjectField<{ required: true } & Checked, T, T, T>({ required: true, validate: withinRecordBounds }),
    { validate: (v: unknown) => isBoundedList(v, MAX_RECORD_LIST) },
  );
const choice = <const T extends string>(choices: readonly T[]) =>
  new StringField({ required: true, choices: [...choices], initial: choices[0] });

type Checked = { validate: (v: unknown) => boolean };
type Change = Plain<ActorChange>;
type Choice = Plain<CardChoice> | null;

/** What every card with something to apply carries. */
function applicable() {
  return {
    changes: new ArrayField(new ObjectField<{ required: true }, Change, Change, Change>({ required: true }), {
      required: true,
      validate: (v: unknown) => isChanges(v),
    }),
    choice: new ObjectField<{ required: true; nullable: true; initial: null } & Checked, Choice, Choice, Choice>({
      required: true,
      nullable: true,
      initial: null,
      validate: (v: unknown) => v === null || isCardChoice(v),
    }),
  };
}

const kind = <const K extends string>(k: K) => new StringField({ required: true, choices: [k], initial: k });

export const defineBroadsideCard = () => ({
  kind: kind('broadside'),
  firer: named(),
  target: named(),
  friend: named(true),
  side: choice(FIRING_SIDES),
  plan: record<Plain<BroadsideCard['plan']>>(),
  outcome: record<Plain<BroadsideCard['outcome']>>(),
  /** What the player told the shot: the desk plans it again from it (decision desk-derive). */
  order: maybe<Plain<NonNullable<BroadsideCard['order']>>>(),
  ...applicable(),
});

export const defineStrikeCard = () => ({
  kind: kind('strike'),
  ship: named(),
  triggers: new ArrayField(choice(STRIKE_TRIGGERS), {
    validate: (v: unknown) => isBoundedList(v, STRIKE_TRIGGERS.length),
  }),
  result: maybe<Plain<NonNullable<StrikeCard['result']>>>(),
  retiring: maybe<Plain<NonNullable<StrikeCard['retiring']>>>(),
  merchant: maybe<Plain<NonNullable<StrikeCard['merchant']>>>(),
  consequence: choice(STRIKE_STATUSES),
  /** What the table told the test: the desk derives the card again from it (decision desk-derive). */
  given: maybe<Plain<NonNullable<StrikeCard['given']>>>(),
  ...applicable(),
});

export const defineTurnRollCard = () => ({
  kind: kind('turnRoll'),
  roll: choice(TURN_ROLLS),
  ship: named(),
  result: record<Plain<TurnRollCard['result']>>(),
  /** What the table told the roll: the desk derives the card again from it (decision desk-derive). */
  options: maybe<Plain<NonNullable<TurnRollCard['options']>>>(),
  ...applicable(),
});

export const defineBoardingCard = () => ({
  kind: kind('boarding'),
  attacker: named(),
  defender: named(),
  stages: new ArrayField(boundedString(MAX_KEY_LENGTH, false), {
    validate: (v: unknown) => isBoundedList(v, MAX_BOARDING_STAGES),
  }),
  stageBefore: new NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: 0,
    max: MAX_BOARDING_STAGES,
    initial: 0,
  }),
  stageAfter: new NumberField({
    required: true,
    nullable: false,
    integer: true,
    min: 0,
    max: MAX_BOARDING_STAGES,
    initial: 0,
  }),
  grapple: maybe<Plain<NonNullable<BoardingCard['grapple']>>>(),
  round: maybe<Plain<NonNullable<BoardingCard['round']>>>(),
  events: list<Plain<BoardingCard['events'][number]>>(),
  repelled: new BooleanField({ required: true, initial: false }),
  finished: new BooleanField({ required: true, initial: false }),
  fromBoats: maybe<Plain<NonNullable<BoardingCard['fromBoats']>>>(),
  ...applicable(),
});

export const defineBombCard = () => ({
  kind: kind('bomb'),
  ship: named(),
  target: named(),
  input: record<Plain<BombCard['input']>>(),
  shot: record<Plain<BombCard['shot']>>(),
  special: maybe<Plain<NonNullable<BombCard['special']>>>(),
  events: list<Plain<BombCard['events'][number]>>(),
  ketchEvents: list<Plain<BombCard['ketchEvents'][number]>>(),
  ...applicable(),
});

/** A duel's turn (chat/duel.ts): the engine's record of the turn is kept whole, as it gave it. */
export const defineDuelCard = () => ({
  kind: kind('duel'),
  duelId: boundedString(MAX_KEY_LENGTH, false),
  turn: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: MAX_TURN, initial: 1 }),
  fighters: new ArrayField(
    new SchemaField({
      id: boundedString(MAX_KEY_LENGTH, false),
      uuid: boundedString(MAX_UUID_LENGTH, false),
      name: boundedString(MAX_NAME_LENGTH, true),
    }),
    { validate: (v: unknown) => isBoundedList(v, MAX_FIGHTERS) },
  ),
  picks: record<Plain<DuelCard['picks']>>(),
  steps: list<Plain<DuelCard['steps'][number]>>(),
  after: list<Plain<DuelCard['after'][number]>>(),
  over: new BooleanField({ required: true, initial: false }),
  ...applicable(),
});

/**
 * A gunnery module's broadside (authority/gunnery.ts): the module it is of, the player's order and
 * the engine's record kept whole, and each ship's part change. The desk fires it again from the
 * order on its dice and holds it void unless every bit of it comes out the same.
 */
export const defineGunneryCard = () => ({
  kind: kind('gunnery'),
  module: boundedString(MAX_KEY_LENGTH, false),
  firer: named(),
  target: named(),
  order: record<Held>(),
  record: record<Held>(),
  ...applicable(),
});

/** A drawn deck card (combat/card-message.ts). */
export const defineDeckCard = () => ({
  combatId: boundedString(MAX_KEY_LENGTH, false),
  card: boundedString(MAX_KEY_LENGTH, false),
  turn: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: MAX_TURN, initial: 1 }),
  ships: new ArrayField(
    new SchemaField({
      name: boundedString(MAX_NAME_LENGTH, true),
      img: boundedString(MAX_IMAGE_PATH_LENGTH, true),
      tokenId: boundedString(MAX_KEY_LENGTH, true),
      hidden: new BooleanField({ required: true, initial: false }),
      /** Moves she had left afloat when the card was drawn, if she was foundering. */
      founderMovesLeft: new NumberField({
        required: false,
        nullable: true,
        integer: true,
        min: 0,
        max: 6,
        initial: null,
      }),
    }),
    { validate: (v: unknown) => isBoundedList(v, MAX_DECK_CARD_SHIPS) },
  ),
  /** The players' copy of a card concerning hidden ships (combat/card-message.ts, decision deck-card-hidden-ships). */
  forPlayers: new BooleanField({ required: false, initial: false }),
});

/** A notice: a key and its blanks (chat/notices.ts). */
export const defineNotice = () => ({
  key: boundedString(MAX_KEY_LENGTH, false),
  data: new ObjectField({
    required: true,
    initial: {},
    validate: (v: unknown) => isObject(v) && Object.keys(v).length <= MAX_NOTICE_BLANKS && withinRecordBounds(v),
  }),
});

class BroadsideCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineBroadsideCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineBroadsideCard();
  }
}
class StrikeCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineStrikeCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineStrikeCard();
  }
}
class TurnRollCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineTurnRollCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineTurnRollCard();
  }
}
class BoardingCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineBoardingCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineBoardingCard();
  }
}
class BombCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineBombCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineBombCard();
  }
}
class DuelCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineDuelCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineDuelCard();
  }
}
class GunneryCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineGunneryCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineGunneryCard();
  }
}
class DeckCardModel extends foundry.abstract.TypeDataModel<
  ReturnType<typeof defineDeckCard>,
  ChatMessage.Implementation
> {
  static override defineSchema() {
    return defineDeckCard();
  }
}
class NoticeModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineNotice>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineNotice();
  }

  static override validateJoint(data: Record<string, unknown>) {
    if (!readNotice(data)) throw new Error('A notice needs a Broadside key and plain blanks.');
  }
}

/** The ChatMessage subtypes: the seven cards, the deck's drawn card and the notices. */
export const CHAT_MODELS = {
  broadside: BroadsideCardModel,
  strike: StrikeCardModel,
  turnRoll: TurnRollCardModel,
  boarding: BoardingCardModel,
  bomb: BombCardModel,
  duel: DuelCardModel,
  gunnery: GunneryCardModel,
  deckCard: DeckCardModel,
  notice: NoticeModel,
} as const;

export const CARD_TYPES = [
  'broadside',
  'strike',
  'turnRoll',
  'boarding',
  'bomb',
  'duel',
  'gunnery',
] as const satisfies readonly AnyCard['kind'][];

/**
 * The bounds each card kind's data keeps, by key, as its fields check them (what decides an apply,
 * `changes` and `choice`, is bounded by its own strict checks).
 */
const CARD_BOUNDS: Record<AnyCard['kind'], Record<string, Check>> = {
  broadside: {
    firer: isNamedWithin,
    target: isNamedWithin,
    friend: orNull(isNamedWithin),
    plan: isRecord,
    outcome: isRecord,
  },
  strike: {
    ship: isNamedWithin,
    triggers: listWithin(STRIKE_TRIGGERS.length, textWithin(MAX_KEY_LENGTH)),
    result: orNull(isRecord),
    retiring: orNull(isRecord),
    merchant: orNull(isRecord),
  },
  turnRoll: { ship: isNamedWithin, result: isRecord },
  boarding: {
    attacker: isNamedWithin,
    defender: isNamedWithin,
    stages: listWithin(MAX_BOARDING_STAGES, textWithin(MAX_KEY_LENGTH)),
    stageBefore: wholeWithin(0, MAX_BOARDING_STAGES),
    stageAfter: wholeWithin(0, MAX_BOARDING_STAGES),
    grapple: orNull(isRecord),
    round: orNull(isRecord),
    events: isRecordList,
    fromBoats: orNull(isRecord),
  },
  bomb: {
    ship: isNamedWithin,
    target: isNamedWithin,
    input: isRecord,
    shot: isRecord,
    special: orNull(isRecord),
    events: isRecordList,
    ketchEvents: isRecordList,
  },
  duel: {
    duelId: textWithin(MAX_KEY_LENGTH),
    turn: wholeWithin(1, MAX_TURN),
    fighters: listWithin(MAX_FIGHTERS, isFighterRef),
    picks: isRecord,
    steps: isRecordList,
    after: isRecordList,
  },
  gunnery: {
    module: textWithin(MAX_KEY_LENGTH),
    firer: isNamedWithin,
    target: isNamedWithin,
    order: isRecord,
    record: isRecord,
  },
};

/**
 * Why a message's data is no card the desk may act on: `notACard` when it is not a Broadside card
 * (or what decides an apply is malformed), `cardTooLarge` when it, or the rolls it carries, go
 * beyond the bounds the rules allow (decision card-bounds); null for a good card.
 */
export function cardRefusal(
  type: string,
  system: unknown,
  rolls: readonly unknown[] = [],
): 'notACard' | 'cardTooLarge' | null {
  if (!(CARD_TYPES as readonly string[]).includes(type) || !system || typeof system !== 'object') return 'notACard';
  // Sizes first, so a huge card costs no more than a look at its size.
  if (cardSizeRefusal(system, rolls, limitsOf(type))) return 'cardTooLarge';
  const data = system as Record<string, unknown>;
  if (data.kind !== type) return 'notACard';
  const bounds = CARD_BOUNDS[type as AnyCard['kind']];
  if (!Object.entries(bounds).every(([key, check]) => check(data[key]))) return 'cardTooLarge';
  if (!isChanges(data.changes) || !(data.choice === null || data.choice === undefined || isCardChoice(data.choice)))
    return 'notACard';
  return null;
}

/**
 * The card a message's data holds, or null. The server stores a message's data as its author sent
 * it, and a client keeps a message whose data fail its model (with a warning), so what decides an
 * apply, and the bounds of the whole card, are checked again here, the same way on every client
 * and on the desk.
 */
export function cardFromSystem(type: string, system: unknown, rolls: readonly unknown[] = []): AnyCard | null {
  if (cardRefusal(type, system, rolls)) return null;
  return structuredClone(system) as AnyCard;
}
