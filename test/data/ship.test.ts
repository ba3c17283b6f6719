import { describe, expect, it } from 'vitest';
import { deriveShip, shipSource } from '../support/fixtures';
import { shipSheetContext } from '../support/sheet-modules';

import {
  BOARD_ROLL,
  BOATS_BOARD_ROLL,
  BOMB_ROLL,
  FIRE_ROLL_SIDES,
  TURN_ROLL_IDS,
  rollGroups,
  shipRolls,
} from '../../src/modules/kmh/ship-rolls';

describe('derived ship values', () => {
  it('derives a 74 from its guns and rate', () => {
    const d = deriveShip(shipSource({ guns: 74, rate: 'third' }));
    expect(d).toMatchObject({
      decks: 2,
      basicSpeed: 12,
      baseFactor: 74,
      fireDice: 9,
      bowChasers: 2,
      sternChasers: 2,
      dpRemaining: 74,
      boatsCarried: 5,
    });
    expect(d.speedBoxes).toEqual({ primary: 12, secondary: 36, secondaryLeft: 36, currentSpeed: 12 });
    expect(d.turningCircle.size).toBe('medium');
  });

  it('follows the sheet overrides', () => {
    const d = deriveShip(
      shipSource({
        guns: 8,
        rate: 'gunBrig',
        decks: 1,
        baseFactorOverride: 20,
        speed: { basicOverride: 8 },
        fireFactor: { adjust: 1, bowChasers: 2 },
        boats: 1,
      }),
    );
    expect(d).toMatchObject({
      baseFactor: 20,
      basicSpeed: 8,
      fireDice: 3,
      bowChasers: 2,
      sternChasers: 1,
      boatsCarried: 1,
    });
  });

  it('counts damage: DP remaining, fire dice lost, speed and masts', () => {
    const d = deriveShip(
      shipSource({
        guns: 32,
        rate: 'fifth',
        damage: { points: 11, speedBoxes: 7, foremast: true, mizzen: true, boatsLost: 1 },
      }),
    );
    expect(d).toMatchObject({ dpRemaining: 21, fireDiceLost: 2, mastsLost: 2, boatsLeft: 3 });
    expect(d.speedBoxes.currentSpeed).toBe(13);
    expect(d.turningCircle).toEqual({ size: 'large', stepsPastLargest: 0 });
  });

  it('never shows more damage than the base factor', () => {
    const d = deriveShip(shipSource({ guns: 20, rate: 'sixth', damage: { points: 30 } }));
    expect(d.dpRemaining).toBe(0);
    expect(
      shipSheetContext(shipSource({ guns: 20, rate: 'sixth', damage: { points: 30 } }), d, [], true).dp.struck,
    ).toBe(20);
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
  const procedures = new Set([
    ...Object.keys(FIRE_ROLL_SIDES),
    ...Object.keys(TURN_ROLL_IDS),
    BOARD_ROLL,
    BOMB_ROLL,
    BOATS_BOARD_ROLL,
  ]);

  it('offers only buttons that run a procedure, never bare dice', () => {
    const rolls = shipRolls({ bombKetch: true, fireship: true });
    expect(rolls.filter((r) => !procedures.has(r.id))).toEqual([]);
    for (const raw of ['special', 'windOnBow', 'windOnQuarter', 'windAstern', 'quality'])
      expect(rolls.map((r) => r.id)).not.toContain(raw);
    expect(new Set(rolls.map((r) => r.id)).size).toBe(rolls.length);
  });

  it('groups the buttons by the card they belong to, in the order of the turn', () => {
    const groups = rollGroups(shipRolls());
    expect(groups.map((g) => g.phase)).toEqual(['move', 'fire', 'boarding', 'events']);
    expect(groups[1]!.rolls.map((r) => r.id)).toEqual([
      'broadsidePort',
      'broadsideStarboard',
      'bowChasers',
      'sternChasers',
      'boatsHit',
    ]);
    expect(groups[0]!.rolls.map((r) => r.id)).toEqual(
      expect.arrayContaining(['repair', 'repairRigging', 'deadZone', 'tacking']),
    );
  });

  it("leaves out the KMH movement tests under Salt'n'Tar movement", () => {
    const ids = shipRolls({ movement: 'saltntar' }).map((r) => r.id);
    expect(ids).not.toContain('deadZone');
    expect(ids).not.toContain('tacking');
    expect(ids).toContain('aground');
  });
});
