/**
 * The chat cards as ChatMessage subtypes (system.json documentTypes.ChatMessage), one data model
 * per kind. What decides an apply (each ship's change, a choice) is checked strictly
 * (chat/card-checks.ts); the record of the roll the card shows is kept whole as the engine gave it.
 * The message holds no text: the card is rendered from this data when shown, in the reader's
 * language (documents/chat-message.ts).
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

const { SchemaField, ArrayField, StringField, NumberField, BooleanField, ObjectField } = foundry.data.fields;

const named = (nullable = false) =>
  new SchemaField(
    { uuid: new StringField({ required: true, blank: false }), name: new StringField({ required: true, blank: true }) },
    { required: true, nullable, initial: nullable ? null : undefined },
  );
/**
 * A value as an ObjectField holds it, typed as the card's own: the same keys as a plain object type
 * (an ObjectField's own type is any plain object, which an interface is not).
 */
type Plain<T> = { [K in keyof T]: T[K] };
type Held = Record<string, unknown>;

/** A part of the engine's record the card shows, kept whole. */
const record = <T extends Held>() => new ObjectField<{ required: true; nullable: false; initial: Held }, T, T, T>({ required: true, nullable: false, initial: {} });
/** The same, or null when the card has none. */
const maybe = <T extends Held>() => new ObjectField<{ required: true; nullable: true; initial: null }, T | null, T | null, T | null>({ required: true, nullable: true, initial: null });
const list = <T extends Held>() => new ArrayField(new ObjectField<{ required: true }, T, T, T>({ required: true }));
const choice = <const T extends string>(choices: readonly T[]) => new StringField({ required: true, choices: [...choices], initial: choices[0] });

type Checked = { validate: (v: unknown) => boolean };
type Change = Plain<ActorChange>;
type Choice = Plain<CardChoice> | null;

/** What every card with something to apply carries. */
function applicable() {
  return {
    changes: new ArrayField(new ObjectField<{ required: true }, Change, Change, Change>({ required: true }), { required: true, validate: (v: unknown) => isChanges(v) }),
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
  triggers: new ArrayField(choice(STRIKE_TRIGGERS)),
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
  stages: new ArrayField(new StringField({ required: true, blank: false })),
  stageBefore: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
  stageAfter: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
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
  duelId: new StringField({ required: true, blank: false }),
  turn: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
  fighters: new ArrayField(
    new SchemaField({ id: new StringField({ required: true, blank: false }), uuid: new StringField({ required: true, blank: false }), name: new StringField({ required: true, blank: true }) }),
  ),
  picks: record<Plain<DuelCard['picks']>>(),
  steps: list<Plain<DuelCard['steps'][number]>>(),
  after: list<Plain<DuelCard['after'][number]>>(),
  over: new BooleanField({ required: true, initial: false }),
  ...applicable(),
});

/** A drawn deck card (combat/card-message.ts). */
export const defineDeckCard = () => ({
  combatId: new StringField({ required: true, blank: false }),
  card: new StringField({ required: true, blank: false }),
  turn: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 1 }),
  ships: new ArrayField(
    new SchemaField({
      name: new StringField({ required: true, blank: true }),
      img: new StringField({ required: true, blank: true }),
      tokenId: new StringField({ required: true, blank: true }),
      hidden: new BooleanField({ required: true, initial: false }),
      /** Moves she had left afloat when the card was drawn, if she was foundering. */
      founderMovesLeft: new NumberField({ required: false, nullable: true, integer: true, min: 0, initial: null }),
    }),
  ),
});

/** A notice: a key and its blanks (chat/notices.ts). */
export const defineNotice = () => ({
  key: new StringField({ required: true, blank: false }),
  data: new ObjectField({ required: true, initial: {} }),
});

class BroadsideCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineBroadsideCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineBroadsideCard();
  }
}
class StrikeCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineStrikeCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineStrikeCard();
  }
}
class TurnRollCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineTurnRollCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineTurnRollCard();
  }
}
class BoardingCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineBoardingCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineBoardingCard();
  }
}
class BombCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineBombCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineBombCard();
  }
}
class DuelCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineDuelCard>, ChatMessage.Implementation> {
  static override defineSchema() {
    return defineDuelCard();
  }
}
class DeckCardModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineDeckCard>, ChatMessage.Implementation> {
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

/** The ChatMessage subtypes: the six cards, the deck's drawn card and the notices. */
export const CHAT_MODELS = {
  broadside: BroadsideCardModel,
  strike: StrikeCardModel,
  turnRoll: TurnRollCardModel,
  boarding: BoardingCardModel,
  bomb: BombCardModel,
  duel: DuelCardModel,
  deckCard: DeckCardModel,
  notice: NoticeModel,
} as const;

export const CARD_TYPES = ['broadside', 'strike', 'turnRoll', 'boarding', 'bomb', 'duel'] as const satisfies readonly AnyCard['kind'][];

/**
 * The card a message's data holds, or null. The server stores a message's data as its author sent
 * it, and a client keeps a message whose data fail its model (with a warning), so what decides an
 * apply is checked again here, the same way on every client and on the desk.
 */
export function cardFromSystem(type: string, system: unknown): AnyCard | null {
  if (!(CARD_TYPES as readonly string[]).includes(type) || !system || typeof system !== 'object') return null;
  const data = system as { kind?: unknown; changes?: unknown; choice?: unknown };
  if (data.kind !== type || !isChanges(data.changes) || !(data.choice === null || data.choice === undefined || isCardChoice(data.choice))) return null;
  return structuredClone(system) as AnyCard;
}
