/**
 * Every ship in the packs fires and takes Kyngesreach shot: none of them stores Kyngesreach
 * figures, so each reads hers from the ship as built (decision kr-figures-from-kmh). Each ship's
 * derived figures must be complete and within the rules' bounds, and a few are checked by hand.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { SOURCE_DIR, readSources, type PackDocument } from '../../tools/packs.mjs';
import { installFoundryFields } from '../support/foundry-fields';

// The part's fields read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { krFigures, krPartOf, krState, freshPart } = await import('../../src/modules/kyngesreach/part');
const { CALIBRES, CLASS_FIGURES, CLASS_RANGES, MASTS, SHIP_CLASSES } = await import('../../src/rules/kyngesreach');
type Source = Parameters<typeof krFigures>[0];

const ships = readSources(path.join(SOURCE_DIR, 'ships')).map(({ doc }) => doc);
const source = (doc: PackDocument) => doc.system as Source;
const byName = (name: string) => {
  const doc = ships.find((d) => d.name === name);
  if (!doc) throw new Error(`no ship called ${name} in the pack`);
  return doc;
};

describe('Kyngesreach figures of the pack ships', () => {
  it('reads every ship from the packs', () => {
    expect(ships.length).toBeGreaterThanOrEqual(16);
  });

  it.each(ships.map((d) => [d.name, d] as const))('%s: complete and within the rules', (_name, doc) => {
    const ship = source(doc);
    // No pack ship gives a Kyngesreach figure of her own: all of them are derived.
    expect(krPartOf(ship)).toEqual(freshPart());
    const f = krFigures(ship);
    expect(SHIP_CLASSES).toContain(f.shipClass);
    const range = CLASS_RANGES[f.shipClass];
    expect(f.dr).toBeGreaterThanOrEqual(range.dr[0]);
    expect(f.dr).toBeLessThanOrEqual(range.dr[1]);
    expect(f.hip).toBeGreaterThanOrEqual(range.hip[0]);
    expect(f.hip).toBeLessThanOrEqual(range.hip[1]);
    expect(f.sailHp).toBe(CLASS_FIGURES[f.shipClass].sailHp);
    const masts = Object.keys(f.masts);
    expect(masts.length).toBeGreaterThan(0);
    for (const m of masts) {
      expect(MASTS).toContain(m);
      expect(f.masts[m as (typeof MASTS)[number]]).toBe(CLASS_FIGURES[f.shipClass].mastDr[m as (typeof MASTS)[number]]);
    }
    expect(f.batteries.port).toEqual(f.batteries.starboard);
    expect(CALIBRES).toContain(f.batteries.port.calibre);
    expect(Number.isInteger(f.batteries.port.guns)).toBe(true);
    expect(f.batteries.port.guns).toBeGreaterThanOrEqual(1);
    expect(f.batteries.port.guns * 2).toBeLessThanOrEqual(ship.guns);
    expect(ship.guns - f.batteries.port.guns * 2).toBeLessThanOrEqual(1);
    // A fresh ship's state: everything whole.
    const state = krState(f, freshPart());
    expect(state.hip).toBe(f.hip);
    expect(state.sailHp).toBe(f.sailHp);
    expect(state.readiness).toBe(100);
    expect(Object.keys(state.masts)).toEqual(masts);
  });

  // Worked by hand from the decision's words.
  it.each([
    // A first rate: a ship of the line with 32-pounders, 104 guns so 52 a side, all three masts.
    [
      'HMS Sovereign Isles',
      { shipClass: 'ship-of-the-line', dr: 40, hip: 1000, sailHp: 400, guns: 52, calibre: 32 },
      { fore: 25, main: 30, mizzen: 25 },
    ],
    // A fourth rate of 50 guns: a fourth-rate with 18-pounders, 25 a side.
    [
      'Zeeuwse Leeuw',
      { shipClass: 'fourth-rate', dr: 40, hip: 1000, sailHp: 400, guns: 25, calibre: 18 },
      { fore: 25, main: 30, mizzen: 25 },
    ],
    // A sixth rate of 26 guns: a frigate with 9-pounders, 13 a side.
    [
      'Earl of Harrowgate',
      { shipClass: 'frigate', dr: 20, hip: 500, sailHp: 200, guns: 13, calibre: 9 },
      { fore: 20, main: 25, mizzen: 20 },
    ],
    // A gun brig of 8 guns: a sloop/brig, 4 a side, fore and main masts only.
    [
      'Anna Christina',
      { shipClass: 'sloop-brig', dr: 10, hip: 250, sailHp: 100, guns: 4, calibre: 9 },
      { fore: 15, main: 20 },
    ],
    // A cutter of 10 guns: a sloop/brig, 5 a side, her main mast only.
    ["Sarnia's Revenge", { shipClass: 'sloop-brig', dr: 10, hip: 250, sailHp: 100, guns: 5, calibre: 9 }, { main: 20 }],
  ] as const)('%s as the decision makes her', (name, want, masts) => {
    const f = krFigures(source(byName(name)));
    expect({
      shipClass: f.shipClass,
      dr: f.dr,
      hip: f.hip,
      sailHp: f.sailHp,
      guns: f.batteries.starboard.guns,
      calibre: f.batteries.starboard.calibre,
    }).toEqual(want);
    expect(f.masts).toEqual(masts);
  });
});
