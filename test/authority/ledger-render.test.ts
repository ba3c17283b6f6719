/**
 * A card's render reads the GM's ledger where it lies: it looks the card's entry up and copies
 * nothing, however often it is drawn (decision ledger-store). The ledger here is a world's setting
 * from before schema 3, which the book reads once; the stand-in models give no page entries.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLedger } from '../../src/authority/foundry-desk';
import { cardEntry, emptyLedger, type CardEntry } from '../../src/data/ledger-book';

const entry = (i: number): CardEntry => ({
  messageId: `m${i}`,
  author: 'u',
  seal: 's',
  status: 'open',
  reason: null,
  gmOnly: null,
  revision: 0,
  awaiting: null,
  applied: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a card render and the ledger', () => {
  it('looking a card up for each of 200 renders copies the ledger at most once', () => {
    const stored = { ...emptyLedger(), seq: 200, cards: Array.from({ length: 200 }, (_, i) => entry(i)) };
    const model = { toObject: () => stored };
    vi.stubGlobal('game', {
      settings: { get: (_ns: string, key: string) => (key === 'ledger' ? model : '') },
      journal: { get: () => undefined },
    });
    const clone = vi.spyOn(globalThis, 'structuredClone');
    for (let i = 0; i < 200; i++) expect(cardEntry(currentLedger(), `m${i}`)?.messageId).toBe(`m${i}`);
    expect(clone.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
