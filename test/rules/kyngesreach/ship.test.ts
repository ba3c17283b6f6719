import { describe, it, expect } from 'vitest';
import {
  adrift,
  canHoldGauge,
  checkFigures,
  classShip,
  dismastedBonus,
  dismastingEffects,
  freshState,
  ownDamageModifier,
  startRound,
  switchAmmunition,
  type Calibre,
  type ShipClass,
} from '../../../src/rules/kyngesreach';
import { expectRefusal } from '../refusal';

const frigate = classShip('frigate', 12, 9);

describe("a ship's figures", () => {
  it('come from her class, and a fresh ship is whole and loaded with round shot', () => {
    expect(frigate).toEqual({
      shipClass: 'frigate',
      dr: 20,
      hip: 500,
      sailHp: 200,
      masts: { fore: 20, main: 25, mizzen: 20 },
      batteries: { port: { guns: 12, calibre: 9 }, starboard: { guns: 12, calibre: 9 } },
    });
    const s = freshState(frigate);
    expect(s).toMatchObject({ hip: 500, sailHp: 200, readiness: 100, riggingHits: 0, steeringDamaged: false });
    expect(s.masts).toEqual({
      fore: { dr: 20, penetrating: 0, lost: false },
      main: { dr: 25, penetrating: 0, lost: false },
      mizzen: { dr: 20, penetrating: 0, lost: false },
    });
    expect(s.batteries.port).toEqual({ guns: 12, reload: 0, ammunition: 'round' });
  });

  it('let a ship of the line set DR 40-50 and HIP 1,000-1,250, and no other class (decision kr-class-ranges)', () => {
    expect(() => checkFigures(classShip('ship-of-the-line', 50, 32, { dr: 50, hip: 1250 }))).not.toThrow();
    expectRefusal(() => checkFigures(classShip('ship-of-the-line', 50, 32, { dr: 51 })), 'InvalidNumber', {
      name: 'dr',
    });
    expectRefusal(() => checkFigures(classShip('ship-of-the-line', 50, 32, { hip: 999 })), 'InvalidNumber', {
      name: 'hip',
    });
    expectRefusal(() => checkFigures(classShip('frigate', 12, 9, { dr: 25 })), 'InvalidNumber', { name: 'dr' });
    expect(classShip('fourth-rate', 25, 18)).toMatchObject({ dr: 40, hip: 1000, sailHp: 400 });
  });

  it('refuse what the tables do not have', () => {
    expectRefusal(
      () => checkFigures(classShip('frigate', 12, 9, { shipClass: 'galleon' as ShipClass })),
      'KrUnknownClass',
      { shipClass: 'galleon' },
    );
    expectRefusal(() => checkFigures(classShip('frigate', 12, 9, { sailHp: 0 })), 'InvalidNumber', { name: 'sailHp' });
    expectRefusal(() => checkFigures(classShip('frigate', 12, 9, { masts: { main: 0 } })), 'InvalidNumber', {
      name: 'main mast DR',
    });
    expectRefusal(() => checkFigures(classShip('frigate', 12, 12 as Calibre)), 'KrUnknownCalibre', { calibre: 12 });
    expectRefusal(() => checkFigures(classShip('frigate', 12, 9, { masts: {} })), 'KrNoMasts');
    expectRefusal(() => checkFigures(classShip('frigate', 101, 9)), 'InvalidNumber');
  });

  it('may carry fewer masts; all of hers gone is adrift (decision kr-masts-carried)', () => {
    const brig = classShip('sloop-brig', 8, 9, { masts: { fore: 15, main: 20 } });
    const s = freshState(brig);
    expect(Object.keys(s.masts)).toEqual(['fore', 'main']);
    s.masts.fore!.lost = true;
    expect(adrift(s)).toBe(false);
    s.masts.main!.lost = true;
    expect(adrift(s)).toBe(true);
    expect(adrift({ ...s, masts: {} })).toBe(false);
  });
});

describe('lost masts (decision kr-masts-lost)', () => {
  it.each([
    [['fore'], 2],
    [['main'], 3],
    [['mizzen'], 1],
    [['fore', 'mizzen'], 5],
    [['fore', 'main', 'mizzen'], 5],
    [[], 0],
  ] as const)('%j lost gives the enemy +%i', (lost, bonus) => {
    const s = freshState(frigate);
    for (const m of lost) s.masts[m]!.lost = true;
    expect(dismastedBonus(s)).toBe(bonus);
    expect(canHoldGauge(frigate, s)).toBe(lost.length < 2);
    expect(adrift(s)).toBe(lost.length === 3);
  });

  it.each([
    [[], []],
    [['fore'], ['no-upwind']],
    [['main'], ['sail-loss']],
    [['mizzen'], ['steering-loss']],
    [
      ['main', 'mizzen'],
      ['sail-loss', 'steering-loss', 'gauge-lost'],
    ],
    [
      ['fore', 'main', 'mizzen'],
      ['no-upwind', 'sail-loss', 'steering-loss', 'gauge-lost', 'adrift'],
    ],
  ] as const)('%j lost: %j', (lost, effects) => {
    const s = freshState(frigate);
    for (const m of lost) s.masts[m]!.lost = true;
    expect(dismastingEffects(s)).toEqual(effects);
  });

  it('a one-masted sloop without her mast is adrift and gives up the gauge, though she lost only one', () => {
    const sloop = classShip('sloop-brig', 6, 9, { masts: { main: 20 } });
    const s = freshState(sloop);
    s.masts.main!.lost = true;
    expect(dismastingEffects(s)).toEqual(['sail-loss', 'gauge-lost', 'adrift']);
    expect(dismastedBonus(s)).toBe(3);
    expect(canHoldGauge(sloop, s)).toBe(false);
  });

  it('a sunk ship holds no gauge', () => {
    const s = freshState(frigate);
    s.hip = 0;
    expect(canHoldGauge(frigate, s)).toBe(false);
  });
});

describe('her own damage as a Gunner modifier (decision kr-damage-modifier)', () => {
  it.each([
    [500, 100, 0],
    [250, 100, 0],
    [249, 100, -1],
    [124, 100, -2],
    [49, 100, -3],
    [0, 100, -3],
    [500, 81, 0],
    [500, 80, -1],
    [500, 40, -3],
    [124, 0, -7],
  ])('HIP %i, readiness %i: %i', (hip, readiness, mod) => {
    const s = freshState(frigate);
    s.hip = hip;
    s.readiness = readiness;
    expect(ownDamageModifier(frigate, s)).toBe(mod);
  });
});

describe('reloading and changing shot', () => {
  it('counts every reloading battery down at the start of a round, never below 0 (decision kr-reload-start)', () => {
    const s = freshState(frigate);
    s.batteries.port.reload = 3;
    const next = startRound(s);
    expect(next.batteries.port.reload).toBe(2);
    expect(next.batteries.starboard.reload).toBe(0);
    expect(s.batteries.port.reload).toBe(3);
  });

  it('takes 5 rounds to change a loaded battery, 4 for one reloading, nothing for the same kind (decision kr-ammo-switch)', () => {
    const s = freshState(frigate);
    expect(switchAmmunition(s, 'port', 'chain').batteries.port).toEqual({ guns: 12, reload: 5, ammunition: 'chain' });
    s.batteries.port.reload = 1;
    expect(switchAmmunition(s, 'port', 'grape').batteries.port).toEqual({ guns: 12, reload: 4, ammunition: 'grape' });
    expect(switchAmmunition(s, 'port', 'round').batteries.port).toEqual({ guns: 12, reload: 1, ammunition: 'round' });
    expect(s.batteries.port.ammunition).toBe('round');
  });
});
