import { describe, it, expect } from 'vitest';
import {
  BATTERY_DATA,
  batteryFireDice,
  martelloGunTest,
  planBroadside,
} from '../../../src/rules/kmh';
import { script } from './helpers';

describe('shore batteries (§19)', () => {
  it('have the strengths and fire factors of the text', () => {
    expect(Object.fromEntries(Object.entries(BATTERY_DATA).map(([k, v]) => [k, [v.baseFactor, v.fireFactor, v.hotShot]]))).toEqual({
      floating: [70, 10, false],
      improvised: [10, 3, true],
      antiquated: [100, 6, true],
      impressive: [200, 10, true],
      martello: [50, 1, true],
    });
  });
  it('lose fire dice with damage', () => {
    expect(batteryFireDice('floating', 12)).toBe(8);
    expect(batteryFireDice('antiquated', 30, { fireFactor: 8 })).toBe(6);
    expect(batteryFireDice('impressive', 45)).toBe(8);
    expect(batteryFireDice('improvised', 0)).toBe(3);
    expect(batteryFireDice('improvised', 4)).toBe(3); // 8 guns
    expect(batteryFireDice('improvised', 8)).toBe(2); // 6 guns: 1.8 → 2 (decision battery-improvised-guns)
    expect(batteryFireDice('improvised', 10)).toBe(0);
    expect(batteryFireDice('martello', 40)).toBe(1);
    expect(batteryFireDice('martello', 40, { gunSilenced: true })).toBe(0);
  });
  it('silence a Martello gun on a 6 once below half strength', () => {
    expect(martelloGunTest(25, script())).toEqual({ roll: null, silenced: false });
    expect(martelloGunTest(26, script(6))).toEqual({ roll: 6, silenced: true });
  });
  it('fire hot shot and reach 50 cm from the big works (decision battery-long-guns)', () => {
    const plan = planBroadside({
      fireFactor: 10,
      decks: 1,
      nationalClass: 'sansCulottes',
      quality: 'poor',
      traits: { poorShotsAlways: true },
      distanceCm: 48,
      aim: 'hull',
      shot: 'hotShot',
      shoreBattery: true,
      extremeToCm: BATTERY_DATA.impressive.extremeToCm,
    });
    expect(plan).toMatchObject({ range: 'extreme', toHit: 6, column: 'hotShot' });
  });
});
