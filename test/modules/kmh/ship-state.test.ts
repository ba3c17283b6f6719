import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveShip, shipSource } from '../../support/fixtures';
import {
  kmhDamageUpdate as shipDamageUpdate,
  kmhShipStateOf as shipStateOf,
} from '../../../src/modules/kmh/ship-state';
import { createShipState, validateShipState, RATES } from '../../../src/rules/kmh';

describe('ship state for the rules engine', () => {
  it('is the engine’s fresh state for an undamaged ship', () => {
    const source = shipSource({ guns: 74, rate: 'third' });
    expect(shipStateOf(source, deriveShip(source))).toEqual(createShipState({ rate: 'third', guns: 74, boats: 5 }));
  });

  it('reads masts, fire and boats from the sheet', () => {
    const source = shipSource({
      guns: 12,
      rate: 'gunBrig',
      damage: { foremast: true, onFire: true, extremelyHazardousFire: true, movesBurning: 2, boatsLost: 1 },
    });
    const state = shipStateOf(source, deriveShip(source));
    expect(state.masts).toEqual(['bowsprit', 'fore', 'main']);
    expect(state.mastsLost).toEqual(['fore']);
    expect(state.fire).toBe('hazardous');
    expect(state.boats).toBe(2);
    expect(validateShipState(state)).toBe(state);
  });

  it('writes back exactly what it read, for any sheet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RATES),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 120 }),
        fc.record({
          steering: fc.boolean(),
          foremast: fc.boolean(),
          mainmast: fc.boolean(),
          mizzen: fc.boolean(),
          bowsprit: fc.boolean(),
          onFire: fc.boolean(),
        }),
        (rate, guns, points, boxes, flags) => {
          const first = shipSource({ rate, guns, damage: { points, speedBoxes: boxes, ...flags } });
          const derived = deriveShip(first);
          const clamped = shipSource({
            rate,
            guns,
            damage: {
              points: Math.min(points, derived.baseFactor),
              speedBoxes: Math.min(boxes, derived.basicSpeed * 3),
              ...flags,
            },
          });
          const state = shipStateOf(clamped, deriveShip(clamped));
          const again = shipSource({ rate, guns, ...shipDamageUpdate(state) });
          expect(shipStateOf(again, deriveShip(again))).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });
});
