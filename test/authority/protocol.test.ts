import { describe, expect, it } from 'vitest';
import { addRequestReader, answer, isAnswer, readEnvelope } from '../../src/authority/channel/protocol';
import { readBoardingAsk } from '../../src/modules/kmh/boarding/input';

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

describe("a module's requests on the wire (addRequestReader)", () => {
  const envelope = (request: unknown) => ({ id: 'r1', request });
  const step = { kind: 'boardingStep', ship: 'Actor.a000000000000001' };

  it('are read by the reader the module gives for their kinds, and by nothing else', () => {
    addRequestReader(['boardingStep'], readBoardingAsk);
    expect(readEnvelope(envelope(step))).toEqual({ id: 'r1', request: step });
    expect(readEnvelope(envelope({ kind: 'boardingStep', ship: 'Actor.a000000000000001', stage: 3 }))).toBeNull();
    expect(readEnvelope(envelope({ kind: 'noSuchKind', ship: 'Actor.a000000000000001' }))).toBeNull();
  });

  it('cannot come in under another kind: what a reader gives must be of the kind the wire says', () => {
    // A reader that hands back a request of another kind than it was asked for is not believed.
    addRequestReader(['grapple'], () => ({
      kind: 'applyCard',
      messageId: 'm000000000000001',
      option: null,
      revision: 0,
    }));
    expect(readEnvelope(envelope({ kind: 'grapple', attacker: 'a', defender: 'b', willing: 1 }))).toBeNull();
  });
});

describe('a registration under a name already taken', () => {
  it("is refused, so no module quietly replaces another's reader, handler, derivation or ship part", async () => {
    const { addDeskRequests, deskRequest } = await import('../../src/authority/door/requests');
    const { attachCardDerivation } = await import('../../src/authority/derivation');
    const { registerRootPart, rootParts } = await import('../../src/registry/data-parts');

    const reader = () => null;
    addRequestReader(['revealDuel'], reader);
    addRequestReader(['revealDuel'], reader); // the same reader again changes nothing
    expect(() => addRequestReader(['revealDuel'], () => null)).toThrow(/revealDuel/);

    // The desk's own kinds stay its own: a module cannot take over applying a card.
    const forged = deskRequest('applyCard', () => Promise.resolve({ ok: true, code: 'applied' }) as never);
    expect(() => addDeskRequests(forged)).toThrow(/applyCard/);

    const derivation = { shipsRead: () => [], rule: () => ({ code: 'rollUntold' as const }) };
    attachCardDerivation('bomb', derivation as never);
    expect(() => attachCardDerivation('bomb', { ...derivation })).toThrow(/bomb/);

    const [kmhShip] = rootParts('ship');
    expect(() => registerRootPart({ ...kmhShip! })).toThrow(/already has a ship part/);
    registerRootPart(kmhShip!); // the same part again changes nothing
  });
});
