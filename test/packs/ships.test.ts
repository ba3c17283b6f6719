import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOURCE_DIR, compilePacks, readPack, readSources, type PackDocument } from '../../tools/packs.mjs';
import { installFoundryFields } from '../support/foundry-fields';
import { checkAgainstSchema } from '../support/schema-check';

// The models read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { defineShipSchema, deriveShip } = await import('../../src/data/ship');
const { RATES, RATE_DATA } = await import('../../src/rules/kmh');
type ShipSource = Parameters<typeof deriveShip>[0];

const sources = readSources(path.join(SOURCE_DIR, 'ships')).map(({ doc }) => doc);
const system = (doc: PackDocument) => doc.system as ShipSource;
const byRate = (rate: string) => sources.find((doc) => system(doc).rate === rate)!;

let outDir: string;
let counts: Record<string, number>;
let packed: Map<string, PackDocument>;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'broadside-packs-'));
  counts = await compilePacks(outDir);
  packed = new Map((await readPack(path.join(outDir, 'ships'))).map((doc) => [doc._id, doc]));
});

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('ships pack', () => {
  it('compiles all nine source documents and reads the same nine back', () => {
    expect(sources).toHaveLength(9);
    expect(counts.ships).toBe(9);
    expect(packed.size).toBe(9);
    for (const doc of sources) expect(packed.get(doc._id)).toEqual(doc);
  });

  it('holds one ship of every rate', () => {
    expect(sources.map((doc) => system(doc).rate).sort()).toEqual([...RATES].sort());
  });

  it.each(sources.map((doc) => [doc.name, doc] as const))('%s is a well-formed ship Actor', (_name, source) => {
    const doc = packed.get(source._id)!;
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!actors!${doc._id}`);
    expect(doc).toMatchObject({
      type: 'ship',
      img: expect.stringMatching(/^icons\/svg\/[a-z-]+\.svg$/) as string,
      items: [],
      effects: [],
      folder: null,
      flags: {},
      ownership: { default: 0 },
      prototypeToken: {
        name: doc.name,
        actorLink: false,
        bar1: { attribute: 'hull' },
        width: expect.any(Number) as number,
        height: expect.any(Number) as number,
      },
      _stats: { systemId: 'broadside', systemVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/) as string, coreVersion: '13.346' },
    });
    expect(checkAgainstSchema(defineShipSchema(), doc.system, `${doc.name}.system`)).toEqual([]);
    const derived = deriveShip(system(doc));
    expect(derived.problems).toEqual([]);
    expect(derived.dpRemaining).toBe(derived.baseFactor);
  });

  it('gives each ship a gun count inside its rate and a class its nation may have', () => {
    const nations = {
      jollyJackTars: /British|American/,
      sansCulottes: /French|Dutch|Swedish|Danish/,
      landlubbers: /Spanish|Russian|Turkish|Neapolitan/,
    };
    for (const doc of sources) {
      const ship = system(doc);
      const { min, max } = RATE_DATA[ship.rate as keyof typeof RATE_DATA].guns;
      expect(ship.guns, doc.name).toBeGreaterThanOrEqual(min);
      expect(ship.guns, doc.name).toBeLessThanOrEqual(max ?? Infinity);
      expect(ship.nationality, doc.name).toMatch(nations[ship.nationalClass as keyof typeof nations]);
    }
  });

  // Expected values worked out by hand from the rules (firepower table, basic speeds, base factor
  // = guns, decks by rate, boats by decks, turning circle by rate), not from the code under test.
  it.each([
    // rate,    dice, chasers, decks, speed, base, turning, boats
    ['first', 13, 2, 3, 10, 104, 'large', 7],
    ['second', 11, 2, 3, 10, 90, 'large', 7], // slow sailer: speed set 1 cm under the rate's 11
    ['third', 9, 2, 2, 12, 74, 'large', 5], // average Landlubbers are poor sailors: medium → large
    ['fourth', 7, 1, 2, 11, 50, 'medium', 6], // six boats rolled
    ['fifth', 4, 1, 1, 15, 32, 'small', 4],
    ['sixth', 3, 1, 1, 14, 24, 'medium', 4], // poor Sans Culottes are poor sailors
    ['sloop', 2, 1, 1, 16, 18, 'small', 4], // a one-deck ship rate: decision boats-carried
    ['gunBrig', 2, 1, 1, 9, 12, 'medium', 3], // poor Landlubbers: foul bottom −1 cm, poor sailors
    ['cutter', 2, 1, 1, 16, 10, 'small', 2],
  ] as const)('the %s rate: %i fire dice, %i per chaser, %i decks, %i cm', (rate, dice, chasers, decks, speed, base, turning, boats) => {
    const derived = deriveShip(system(packed.get(byRate(rate)._id)!));
    expect(derived).toMatchObject({
      fireDice: dice,
      bowChasers: chasers,
      sternChasers: chasers,
      decks,
      basicSpeed: speed,
      baseFactor: base,
      boatsCarried: boats,
      speedBoxes: { primary: speed, secondary: speed * 3, secondaryLeft: speed * 3, currentSpeed: speed },
      turningCircle: { size: turning, stepsPastLargest: 0 },
    });
  });

  it('carries the class traits each crew is forced to have, and the ones bought', () => {
    const traits = (rate: string) => deriveShip(system(byRate(rate))).characteristics;
    expect(traits('first')).toMatchObject({ ferventlyDetermined: true, boardingParty: true, determined: false });
    expect(traits('third')).toMatchObject({ poorSailors: true, poorShotsAfterFirst: true, cowardlyLubbers: false });
    expect(traits('fourth')).toMatchObject({ boardingParty: true, determined: true });
    expect(traits('fifth')).toMatchObject({ fastSailor: true, initialBroadside: true, ferventlyDetermined: true });
    expect(traits('sixth')).toMatchObject({ cowardlyLubbers: true, poorSailors: true, poorShotsAfterFirst: true });
    expect(traits('gunBrig')).toMatchObject({ foulBottom: true, poorShotsAlways: true, cowardlyLubbers: true });
    expect(traits('cutter')).toMatchObject({ fastSailor: true, boardingParty: true, determined: true });
  });

  it('fails the schema check for a broken copy of a real ship', () => {
    const broken = structuredClone(system(byRate('third'))) as unknown as Record<string, Record<string, unknown>>;
    broken.guns = 74.5 as never;
    broken.rate = 'seventh' as never;
    broken.damage!.points = -1;
    delete broken.characteristics!.goLarge;
    broken.crew = [{ actor: 'Item.a1B2c3D4e5F6g7H8', role: 'captain' }] as never;
    broken.mascot = 'parrot' as never;
    expect(checkAgainstSchema(defineShipSchema(), broken)).toEqual([
      'system.mascot: unknown key',
      'system.guns: 74.5 is not a whole number',
      'system.rate: "seventh" is not one of the choices',
      'system.characteristics.goLarge: missing required key',
      'system.damage.points: -1 is below 0',
      'system.crew[0].actor: "Item.a1B2c3D4e5F6g7H8" points to Item, expected Actor',
    ]);
  });
});
