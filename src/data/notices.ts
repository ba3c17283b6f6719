/**
 * Short chat notices (a card held or played, a turn begun, a roll's line) kept as a translation key
 * and its blanks, so each reader sees them in his own language when the message is shown. Pure.
 */
import { isNoticeData } from './message-models';

/**
 * A blank of a notice: plain text, a card of the turn sequence (by its id, named in the reader's
 * language by the `cardName` the reader passes), a list of them, or another key.
 */
export type NoticeValue = string | { card: string } | { cards: string[] } | { key: string };

export interface Notice {
  key: string;
  data: Record<string, NoticeValue>;
}

export const notice = (key: string, data: Record<string, NoticeValue> = {}): Notice => ({ key, data });

/** What the turn sequence calls one of its cards, in the reader's language (the turn sequence's `cardName`). */
export type CardName = (card: string) => string;

/** The text of a notice in the reader's language; `format` is Foundry's `game.i18n.format`. */
export function noticeText(
  n: Notice,
  format: (key: string, data?: Record<string, string>) => string,
  cardName: CardName,
): string {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(n.data)) {
    if (typeof value === 'string') data[name] = value;
    else if ('card' in value) data[name] = cardName(value.card);
    else if ('cards' in value) data[name] = value.cards.map(cardName).join(', ');
    else data[name] = format(value.key);
  }
  return format(n.key, data);
}

/** A notice read from a message's data; null when it is not one. */
export function readNotice(v: unknown): Notice | null {
  return isNoticeData(v) ? { key: v.key, data: v.data as Record<string, NoticeValue> } : null;
}
