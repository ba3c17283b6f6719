/**
 * The chat cards as ChatMessage subtypes (system.json documentTypes.ChatMessage), one data model
 * per kind, each declaring what its kind means (data/card-model.ts): its template, the bounds its
 * data keeps, the ships it acts for and names, the switches it ticks. What decides an apply (each
 * ship's change, a choice) is checked strictly (data/change-checks.ts); the record of the roll the
 * card shows is kept whole as the engine gave it. The message holds no text: the card is rendered
 * from this data when shown, in the reader's language.
 *
 * Every list, number and text is bounded by what the rules can make (data/card-bounds.ts, decision
 * card-bounds): the fields check it on every client, and cardFromSystem checks it again on the
 * desk, so a card made up at any size is refused, not rendered.
 */
import { FIRING_SIDES } from '../rules/geometry/firing-geometry';
import { STRIKE_STATUSES, STRIKE_TRIGGERS } from './ship';
import { TURN_ROLLS, type TurnRoll } from './turn-roll-kinds';
import {
  MAX_FIGHTERS,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TURN,
  MAX_UUID_LENGTH,
  applicable,
  boundedString,
  choice,
  isBoundedList,
  isFighterRef,
  isNamedWithin,
  isRecord,
  isRecordList,
  kind,
  list,
  listWithin,
  maybe,
  named,
  orNull,
  record,
  textWithin,
  wholeWithin,
  type Plain,
} from './card-fields';
import {
  CardModel,
  type CardMetadata,
  type CardShapes,
  type ScenarioSwitch,
  type SystemCardKindId,
} from './card-model';
import { DeckCardModel, NoticeModel } from './message-models';

const { ArrayField, NumberField, BooleanField, SchemaField } = foundry.data.fields;

type BroadsideCard = CardShapes['broadside'];
type StrikeCard = CardShapes['strike'];
type TurnRollCard = CardShapes['turnRoll'];
type BombCard = CardShapes['bomb'];
type DuelCard = CardShapes['duel'];

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

/** A card's metadata, typed by its kind's card. */
const metadata = <K extends keyof CardShapes>(m: CardMetadata<CardShapes[K]>) => m;
/** The ship a card is about, as the only one it acts for and names. */
const itsShip = (card: { ship: { uuid: string } }) => [card.ship.uuid];

class BroadsideCardModel extends CardModel<ReturnType<typeof defineBroadsideCard>> {
  static override metadata = metadata<'broadside'>({
    template: 'templates/chat/broadside-card.hbs',
    bounds: {
      firer: isNamedWithin,
      target: isNamedWithin,
      friend: orNull(isNamedWithin),
      plan: isRecord,
      outcome: isRecord,
    },
    actingShips: (card) => [card.firer.uuid],
    namedShips: (card) => [card.firer.uuid, card.target.uuid, ...(card.friend ? [card.friend.uuid] : [])],
    // A shot with its order kept is one the desk fires for a player (decision desk-rolls).
    deskRolled: (card) => Boolean(card.order),
  });

  static override defineSchema() {
    return defineBroadsideCard();
  }
}

class StrikeCardModel extends CardModel<ReturnType<typeof defineStrikeCard>> {
  static override metadata = metadata<'strike'>({
    template: 'templates/chat/strike-card.hbs',
    bounds: {
      ship: isNamedWithin,
      triggers: listWithin(STRIKE_TRIGGERS.length, textWithin(MAX_KEY_LENGTH)),
      result: orNull(isRecord),
      retiring: orNull(isRecord),
      merchant: orNull(isRecord),
    },
    actingShips: itsShip,
    namedShips: itsShip,
  });

  static override defineSchema() {
    return defineStrikeCard();
  }
}

/** The rolls whose card, once applied, ticks one of the battle's switches. */
const TURN_ROLL_SWITCHES: Partial<Record<TurnRoll, ScenarioSwitch>> = {
  launchBoats: 'boatsLaunched',
  fireshipAblaze: 'fireshipAblaze',
};

class TurnRollCardModel extends CardModel<ReturnType<typeof defineTurnRollCard>> {
  static override metadata = metadata<'turnRoll'>({
    template: 'templates/chat/turn-roll-card.hbs',
    bounds: { ship: isNamedWithin, result: isRecord },
    actingShips: itsShip,
    namedShips: itsShip,
    scenarioSwitches: (card) => {
      const ticked = TURN_ROLL_SWITCHES[card.roll];
      return ticked ? [ticked] : [];
    },
  });

  static override defineSchema() {
    return defineTurnRollCard();
  }
}

class BombCardModel extends CardModel<ReturnType<typeof defineBombCard>> {
  static override metadata = metadata<'bomb'>({
    // A bomb reads like one of the turn's rolls: dice, lines, outcome, damage.
    template: 'templates/chat/turn-roll-card.hbs',
    bounds: {
      ship: isNamedWithin,
      target: isNamedWithin,
      input: isRecord,
      shot: isRecord,
      special: orNull(isRecord),
      events: isRecordList,
      ketchEvents: isRecordList,
    },
    actingShips: itsShip,
    namedShips: (card) => [card.ship.uuid, card.target.uuid],
  });

  static override defineSchema() {
    return defineBombCard();
  }
}

class DuelCardModel extends CardModel<ReturnType<typeof defineDuelCard>> {
  /** Posted by the GM's desk alone. */
  static override fromTableOnly = true;
  static override metadata = metadata<'duel'>({
    template: 'templates/chat/duel-card.hbs',
    bounds: {
      duelId: textWithin(MAX_KEY_LENGTH),
      turn: wholeWithin(1, MAX_TURN),
      fighters: listWithin(MAX_FIGHTERS, isFighterRef),
      picks: isRecord,
      steps: isRecordList,
      after: isRecordList,
    },
    // Its fighters stand for the ships of the other cards, and a duel's turn changes only them.
    actingShips: (card) => card.fighters.map((f) => f.uuid),
    namedShips: (card) => card.fighters.map((f) => f.uuid),
    woundsCrew: true,
  });

  static override defineSchema() {
    return defineDuelCard();
  }
}

/** The system's own card kinds, in the order system.json lists them. */
export const CARD_MODELS = {
  broadside: BroadsideCardModel,
  strike: StrikeCardModel,
  turnRoll: TurnRollCardModel,
  bomb: BombCardModel,
  duel: DuelCardModel,
} as const satisfies { [K in SystemCardKindId]: unknown };

/** The ChatMessage subtypes: the six cards, the deck's drawn card and the notices. */
export const CHAT_MODELS = { ...CARD_MODELS, deckCard: DeckCardModel, notice: NoticeModel } as const;
