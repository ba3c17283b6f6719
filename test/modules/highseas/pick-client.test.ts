import { describe, expect, it } from 'vitest';
import { resendOpenings, sendOpening, type PickPort } from '../../../src/modules/highseas/pick-client';
import { commitmentOf, type Opening } from '../../../src/authority/handlers/picks';
import { answer } from '../../../src/authority/channel/protocol';
import type { DuelPick } from '../../../src/rules/highseas';
import { freshRecord } from './fixtures';

const pick: DuelPick = {
  opponent: 'moreau',
  actions: [],
  guess: 'thrust',
  way: 'close',
  brawl: 'strength',
  disarmOnParry: false,
};

function port(
  openings: Opening[],
  queried: Opening[],
  gm: () => Promise<unknown> = () => Promise.resolve(answer('', true, 'pickOpened')),
): PickPort {
  const store = new Map(openings.map((o) => [`${o.duelId}/${o.turn}/${o.fighter}`, o]));
  return {
    self: () => ({ id: 'u-anne', name: 'Anne', isGM: false }),
    isActiveGM: () => false,
    ask: () => Promise.resolve(answer('', true, 'pickSealed')),
    openLocally: () => Promise.reject(new Error('not the GM')),
    queryGM: (o) => {
      queried.push(o);
      return gm();
    },
    store: {
      put: (o) => void store.set(`${o.duelId}/${o.turn}/${o.fighter}`, o),
      all: () => [...store.values()],
      drop: (d, t, f) => void store.delete(`${d}/${t}/${f}`),
    },
    salt: () => '0'.repeat(64),
  };
}

describe("a picker's client", () => {
  const record = freshRecord();
  const mine: Opening = { duelId: record.id, turn: 1, fighter: 'kestrel', pick: { ...pick }, salt: '1'.repeat(64) };
  it('sends again the openings of its own sealed picks the GM does not hold, and drops those of turns gone', async () => {
    const old: Opening = { ...mine, turn: 0 };
    const queried: Opening[] = [];
    const p = port([mine, old], queried);
    const sealed = {
      ...record,
      commitments: [{ fighter: 'kestrel', hash: commitmentOf(mine), by: 'u-anne', opened: false }],
    };
    await resendOpenings(p, [sealed]);
    expect(queried).toEqual([mine]);
    expect(p.store.all()).toEqual([mine]);
    // Held by the GM: nothing is sent; sealed by someone else: it is not this client's to send.
    await resendOpenings(p, [{ ...sealed, commitments: [{ ...sealed.commitments[0]!, opened: true }] }]);
    await resendOpenings(p, [{ ...sealed, commitments: [{ ...sealed.commitments[0]!, by: 'u-gm' }] }]);
    expect(queried).toEqual([mine]);
    expect(p.store.all()).toEqual([]);
  });

  it('reports no GM when the query fails, and a garbled answer as none', async () => {
    expect(
      (
        await sendOpening(
          port([], [], () => Promise.reject(new Error('offline'))),
          mine,
        )
      ).code,
    ).toBe('noGM');
    expect(
      (
        await sendOpening(
          port([], [], () => Promise.resolve({ nonsense: true })),
          mine,
        )
      ).code,
    ).toBe('noAnswer');
  });
});
