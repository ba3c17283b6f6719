/**
 * The ChatMessage subtypes that are no card: a drawn deck card (shown by the module whose turn
 * deck it is) and a notice (notices.ts). Both are posted by the GM's desk alone, and shown by the
 * layer that posts them (their `show`, attached at registration).
 */
import {
  MAX_DECK_CARD_SHIPS,
  MAX_IMAGE_PATH_LENGTH,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTICE_BLANKS,
  MAX_TURN,
  isBoundedList,
  withinRecordBounds,
} from './card-bounds';
import { boundedString } from './card-fields';
import { MessageModel } from './card-model';
import { isObject } from '../guards';

const { ArrayField, NumberField, BooleanField, SchemaField, ObjectField } = foundry.data.fields;

/** A drawn deck card (its chat card is the deck's module's). */
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
  /** The players' copy of a card concerning hidden ships (decision deck-card-hidden-ships). */
  forPlayers: new BooleanField({ required: false, initial: false }),
});

/** A notice: a key and its blanks (notices.ts). */
export const defineNotice = () => ({
  key: boundedString(MAX_KEY_LENGTH, false),
  data: new ObjectField({
    required: true,
    initial: {},
    validate: (v: unknown) => isObject(v) && Object.keys(v).length <= MAX_NOTICE_BLANKS && withinRecordBounds(v),
  }),
});

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 400;

/**
 * Whether a message's data is a notice: a Broadside key, and blanks each plain text, a deck card's
 * name, a list of them, or another Broadside key.
 */
export function isNoticeData(v: unknown): v is { key: string; data: Record<string, unknown> } {
  if (!v || typeof v !== 'object') return false;
  const { key, data } = v as Record<string, unknown>;
  if (!isText(key) || !key.startsWith('BROADSIDE.') || !data || typeof data !== 'object') return false;
  return Object.values(data).every((value) => {
    if (isText(value)) return true;
    if (!value || typeof value !== 'object') return false;
    const o = value as Record<string, unknown>;
    if ('card' in o) return isText(o.card);
    if ('cards' in o) return Array.isArray(o.cards) && o.cards.every(isText);
    return isText(o.key) && o.key.startsWith('BROADSIDE.');
  });
}

export class DeckCardModel extends MessageModel<ReturnType<typeof defineDeckCard>> {
  static override fromTableOnly = true;

  static override defineSchema() {
    return defineDeckCard();
  }
}

export class NoticeModel extends MessageModel<ReturnType<typeof defineNotice>> {
  static override fromTableOnly = true;

  static override defineSchema() {
    return defineNotice();
  }

  static override validateJoint(data: Record<string, unknown>) {
    if (!isNoticeData(data)) throw new Error('A notice needs a Broadside key and plain blanks.');
  }
}
