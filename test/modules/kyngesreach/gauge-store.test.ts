import { describe, expect, it } from 'vitest';
import { battleGauge, gaugeUpdate, standingInBattle } from '../../../src/modules/kyngesreach/gauge-store';
import { holderUuid } from '../../../src/modules/kyngesreach/gauge-turn';
import { emptyBattle } from '../../../src/data/battle-data';

const A = 'Actor.defiance';
const B = 'Actor.tonnant';

describe('the wind gauge a battle records (decision kr-gauge-battle)', () => {
  it('reads back what the GM recorded, holder or tie', () => {
    expect(battleGauge({ ...emptyBattle(), ...gaugeUpdate({ round: 3, holder: A }) })).toEqual({ round: 3, holder: A });
    expect(battleGauge(gaugeUpdate({ round: 1, holder: null }))).toEqual({ round: 1, holder: null });
  });

  it('reads no record from a battle without one or with a malformed one', () => {
    expect(battleGauge(emptyBattle())).toBeNull();
    expect(battleGauge(null)).toBeNull();
    for (const gauge of [null, 'a', { round: 0, holder: A }, { round: 1.5, holder: A }, { round: 2, holder: 7 }, {}])
      expect(battleGauge({ modules: { kyngesreach: { gauge } } })).toBeNull();
    expect(battleGauge({ modules: { elsewhere: { gauge: { round: 1, holder: A } } } })).toBeNull();
  });

  it('stands each ship to the recorded holder, and every ship as tied without a record', () => {
    const record = { round: 2, holder: A };
    expect(standingInBattle(record, A)).toBe('holder');
    expect(standingInBattle(record, B)).toBe('other');
    expect(standingInBattle({ round: 2, holder: null }, A)).toBe('tie');
    expect(standingInBattle(null, A)).toBe('tie');
  });

  it('names the ship a contest gave the gauge to', () => {
    const a = { uuid: A, name: 'Defiance', source: {} as never };
    const b = { uuid: B, name: 'Le Tonnant', source: {} as never };
    expect(holderUuid('a', a, b)).toBe(A);
    expect(holderUuid('b', a, b)).toBe(B);
    expect(holderUuid(null, a, b)).toBeNull();
  });
});
