import { describe, expect, it } from 'vitest';
import { addRequestReader, readEnvelope } from '../../../src/authority/channel/protocol';
import { DUEL_REQUEST_KINDS, readDuelRequest } from '../../../src/modules/highseas/duel-requests';

const envelope = (request: Record<string, unknown>) => ({ id: 'ask1', request });
const place = { kind: 'placeFighter', duelId: 'duel1', fighter: 'f1', position: 'rigging', highGround: true };

describe("the duel's requests on the wire", () => {
  it('are no request at all until the module registers their reader', () => {
    expect(readEnvelope(envelope(place))).toBeNull();
  });

  it('are read within their bounds once the module registers them', () => {
    addRequestReader(DUEL_REQUEST_KINDS, readDuelRequest);
    expect(readEnvelope(envelope(place))?.request).toEqual(place);
    // A position the duel does not know, an extra key, a gap past the bound, one fighter, a forged commitment.
    expect(readEnvelope(envelope({ ...place, position: 'crow' }))).toBeNull();
    expect(readEnvelope(envelope({ ...place, extra: 1 }))?.request).toEqual(place);
    const start = { kind: 'startDuel', fighters: ['Actor.a', 'Actor.b'], aboard: true, gap: 3 };
    expect(readEnvelope(envelope(start))?.request).toEqual(start);
    expect(readEnvelope(envelope({ ...start, gap: 101 }))).toBeNull();
    expect(readEnvelope(envelope({ ...start, fighters: ['Actor.a'] }))).toBeNull();
    const pick = { kind: 'commitPick', duelId: 'duel1', turn: 1, fighter: 'f1', commitment: 'x'.repeat(64) };
    expect(readEnvelope(envelope(pick))).toBeNull();
    expect(readEnvelope(envelope({ kind: 'endDuel', duelId: 'duel1' }))?.request).toEqual({
      kind: 'endDuel',
      duelId: 'duel1',
    });
  });
});
