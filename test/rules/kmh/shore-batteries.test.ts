import { describe, it, expect } from 'vitest';
import {
  BATTERY_DATA,
  BATTERY_KINDS,
  IMPROVISED_GUNS,
  batteryFireDice,
  martelloGunTest,
  planBroadside,
} from '../../../src/rules/kmh';
import { script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

describe('shore batteries (§19)', () => {
  it('have the strengths and fire factors of the text', () => {
    expect(
      Object.fromEntries(Object.entries(BATTERY_DATA).map(([k, v]) => [k, [v.baseFactor, v.fireFactor, v.hotShot]])),
    ).toEqual({
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

describe('shore batteries at their edges', () => {
  it('refuse an unknown kind, naming it, and damage or factors out of range', () => {
    expectRefusal(() => batteryFireDice('redoubt' as 'floating', 0), 'UnknownBattery', { kind: 'redoubt' }, [
      '"redoubt"',
    ]);
    expectInvalidNumber(() => batteryFireDice('floating', 71), 'damage points', 0, 70);
    expectInvalidNumber(() => batteryFireDice('floating', 0, { fireFactor: 41 }), 'fire factor', 0, 40);
    expectInvalidNumber(() => martelloGunTest(51, script()), 'damage points', 0, 50);
    expectInvalidNumber(() => martelloGunTest(-1, script()), 'damage points', 0, 50);
  });
  it('lose a die per full step of damage, and fire none once destroyed', () => {
    expect(batteryFireDice('floating', 4)).toBe(10);
    expect(batteryFireDice('floating', 5)).toBe(9);
    expect(batteryFireDice('floating', 70)).toBe(0);
    expect(batteryFireDice('impressive', 200)).toBe(0);
    expect(batteryFireDice('impressive', 199)).toBe(1);
    expect(batteryFireDice('martello', 50)).toBe(0);
    expect(batteryFireDice('martello', 49, { fireFactor: 2 })).toBe(2);
    expect(batteryFireDice('martello', 0, { gunSilenced: false })).toBe(1);
    expect(batteryFireDice('improvised', 1)).toBe(3);
    expect(batteryFireDice('improvised', 9)).toBe(2);
  });
  it('the Martello gun: no test at half strength or better; below it a 6 silences, a 5 does not', () => {
    expect(martelloGunTest(25, script())).toEqual({ roll: null, silenced: false });
    expect(martelloGunTest(26, script(5))).toEqual({ roll: 5, silenced: false });
    expect(martelloGunTest(0, script())).toEqual({ roll: null, silenced: false });
  });
  it('have the rest of the table: dice lost per damage, poor shots, reach', () => {
    expect(BATTERY_KINDS).toEqual(['floating', 'improvised', 'antiquated', 'impressive', 'martello']);
    expect(
      Object.fromEntries(
        BATTERY_KINDS.map((k) => [
          k,
          [BATTERY_DATA[k].damagePerDieLost, BATTERY_DATA[k].poorShots, BATTERY_DATA[k].extremeToCm],
        ]),
      ),
    ).toEqual({
      floating: [5, true, 40],
      improvised: [null, false, 40],
      antiquated: [15, true, 50],
      impressive: [20, false, 50],
      martello: [null, false, 40],
    });
    expect(IMPROVISED_GUNS).toBe(10);
  });
});
