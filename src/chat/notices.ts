/**
 * Short chat notices (a card held or played, a turn begun, a roll's line) kept as a translation key
 * and its blanks, so each reader sees them in his own language when the message is shown. Pure.
 */
import type { CardId } from '../rules/kmh';

/** A blank of a notice: plain text, a deck card's name, a list of them, or another key. */
export type NoticeValue = string | { card: CardId } | { cards: CardId[] } | { key: string };

export interface Notice {
  key: string;
  data: Record<string, NoticeValue>;
}

export const notice = (key: string, data: Record<string, NoticeValue> = {}): Notice => ({ key, data });

/** What the deck calls a card (tracker-context.ts). */
export type CardName = (card: CardId) => string;

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

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 400;

/** A notice read from a message's data; null when it is not one. */
export function readNotice(v: unknown): Notice | null {
  if (!v || typeof v !== 'object') return null;
  const { key, data } = v as Record<string, unknown>;
  if (!isText(key) || !key.startsWith('BROADSIDE.') || !data || typeof data !== 'object') return null;
  const ok = Object.values(data).every((value) => {
    if (isText(value)) return true;
    if (!value || typeof value !== 'object') return false;
    const o = value as Record<string, unknown>;
    if ('card' in o) return isText(o.card);
    if ('cards' in o) return Array.isArray(o.cards) && o.cards.every(isText);
    return isText(o.key) && o.key.startsWith('BROADSIDE.');
  });
  return ok ? { key, data: data as Record<string, NoticeValue> } : null;
}
