import { describe, expect, it } from 'vitest';
import { deriveShip, shipSource } from '../support/fixtures';
import { shipSheetContext } from '../../src/sheets/ship-context';
import { shipRolls } from '../../src/sheets/ship-rolls';

describe('derived ship values', () => {
  it('derives a 74 from its guns and rate', () => {
    const d = deriveShip(shipSource({ guns: 74, rate: 'third' }));
    expect(d).toMatchObject({ decks: 2, basicSpeed: 12, baseFactor: 74, fireDice: 9, bowChasers: 2, sternChasers: 2, dpRemaining: 74, boatsCarried: 5 });
    expect(d.speedBoxes).toEqual({ primary: 12, secondary: 36, secondaryLeft: 36, currentSpeed: 12 });
    expect(d.turningCircle.size).toBe('medium');
  });

  it('follows the sheet overrides', () => {
    const d = deriveShip(
      shipSource({ guns: 8, rate: 'gunBrig', decks: 1, baseFactorOverride: 20, speed: { basicOverride: 8 }, fireFactor: { adjust: 1, bowChasers: 2 }, boats: 1 }),
    );
    expect(d).toMatchObject({ baseFactor: 20, basicSpeed: 8, fireDice: 3, bowChasers: 2, sternChasers: 1, boatsCarried: 1 });
  });

  it('counts damage: DP remaining, fire dice lost, speed and masts', () => {
    const d = deriveShip(shipSource({ guns: 32, rate: 'fifth', damage: { points: 11, speedBoxes: 7, foremast: true, mizzen: true, boatsLost: 1 } }));
    expect(d).toMatchObject({ dpRemaining: 21, fireDiceLost: 2, mastsLost: 2, boatsLeft: 3 });
    expect(d.speedBoxes.currentSpeed).toBe(13);
    expect(d.turningCircle).toEqual({ size: 'large', stepsPastLargest: 0 });
  });

  it('never shows more damage than the base factor', () => {
    const d = deriveShip(shipSource({ guns: 20, rate: 'sixth', damage: { points: 30 } }));
    expect(d.dpRemaining).toBe(0);
    expect(shipSheetContext(shipSource({ guns: 20, rate: 'sixth', damage: { points: 30 } }), d, [], true).dp.struck).toBe(20);
  });

  it('applies the class: a poor Landlubber has a foul bottom and sails a size up', () => {
    const d = deriveShip(shipSource({ guns: 74, rate: 'third', nationalClass: 'landlubbers', quality: 'poor' }));
    expect(d.basicSpeed).toBe(11);
    expect(d.turningCircle.size).toBe('large');
    expect(d.forced).toContain('cowardlyLubbers');
  });

  it('go large gives a frigate the damage points of a 74', () => {
    expect(deriveShip(shipSource({ guns: 44, rate: 'fifth', characteristics: { goLarge: true } })).baseFactor).toBe(74);
  });
});

describe('sheet rolls', () => {
  it('rolls the fire dice left after damage, and the current speed for moves', () => {
    const rolls = shipRolls(deriveShip(shipSource({ guns: 74, rate: 'third', damage: { points: 10, speedBoxes: 3 } })));
    const byId = Object.fromEntries(rolls.map((r) => [r.id, r.formula]));
    expect(byId.broadsidePort).toBe('7d6');
    expect(byId.windOnQuarter).toBe('11 + 2d6');
    expect(byId.windOnBow).toBe('11 - 1d6');
    expect(byId.repair).toBe('2d6cs>=4');
    expect(new Set(rolls.map((r) => r.id)).size).toBe(rolls.length);
  });

  it('rolls nothing when every fire die is lost', () => {
    const rolls = shipRolls(deriveShip(shipSource({ guns: 10, rate: 'cutter', damage: { points: 10 } })));
    expect(rolls.find((r) => r.id === 'broadsidePort')?.formula).toBe('0');
  });
});
