import { describe, expect, it } from 'vitest';
import { answer, isAnswer } from '../../src/authority/channel/protocol';

describe('isAnswer: a desk step that refused, told from what it looked up', () => {
  it('takes an answer, granted or refused', () => {
    expect(isAnswer(answer('r1', false, 'noDuel'))).toBe(true);
    expect(isAnswer(answer('r1', true, 'applied', { ship: 'Hermes' }))).toBe(true);
  });

  it('does not take a looked-up duel record or card, nor what is no object', () => {
    expect(isAnswer({ id: 'd1', refs: [], state: {}, commitments: [], history: [], over: false })).toBe(false);
    expect(isAnswer({ message: {}, card: {}, entry: { status: 'open' }, ledger: {} })).toBe(false);
    expect(isAnswer({ ok: true })).toBe(false);
    expect(isAnswer(null)).toBe(false);
    expect(isAnswer('refused')).toBe(false);
  });
});
