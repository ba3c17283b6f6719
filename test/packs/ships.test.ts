import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOURCE_DIR, compilePacks, readPack, readSources, type PackDocument } from '../../tools/packs.mjs';
import { installFoundryFields } from '../support/foundry-fields';
import { checkAgainstSchema } from '../support/schema-check';
import { prototypeTokenSchema } from '../support/token-schema';

// The models read foundry.data.fields when they load, so the stand-in goes in first.
installFoundryFields();
const { defineShipSchema, deriveShip } = await import('../../src/data/ship');
const { RATES, RATE_DATA, FOOTPRINTS, GALLEY_BASE_FACTORS, GALLEY_BOW_CHASER_DICE, BOMB_KETCH_BASE_FACTOR } =
  await import('../../src/rules/kmh');
const { HULLS, initialSaltntarState } = await import('../../src/rules/saltntar');
const { CHOOSE_SIDE_FLAG } = await import('../../src/documents/ship-side');
type ShipSource = Parameters<typeof deriveShip>[0];
type Rate = keyof typeof FOOTPRINTS;

interface PrototypeToken {
  actorLink: boolean;
  appendNumber: boolean;
  disposition: number;
  width: number;
  height: number;
  texture: { src: string; fit: string };
  flags: { broadside?: Record<string, unknown> };
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const SYSTEM_PATH = 'systems/broadside/';
/** Centimetres to a grid square in the scenes the system sets up (system.json's grid). */
const CM_PER_SQUARE = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'system.json'), 'utf8')) as { grid: { distance: number } }
).grid.distance;
/** Foundry v13 rounds a token's width and height to half squares (TokenDocument's `step: 0.5`). */
const TOKEN_STEP = 0.5;
const NEUTRAL = 0;

const sources = readSources(path.join(SOURCE_DIR, 'ships')).map(({ doc }) => doc);
const system = (doc: PackDocument) => doc.system as ShipSource;
const tokenOf = (doc: PackDocument) => doc.prototypeToken as PrototypeToken;
const galleyHull = (doc: PackDocument) =>
  (doc.flags as { broadside?: { saltntar?: { hull: string } } }).broadside?.saltntar?.hull;
const byName = (name: string) => {
  const doc = sources.find((d) => d.name === name);
  if (!doc) throw new Error(`no ship called ${name} in the pack`);
  return doc;
};
/** The art's viewBox, read from the file in dist/ the token points at. */
function artOf(doc: PackDocument): { file: string; width: number; height: number } {
  const src = tokenOf(doc).texture.src;
  const file = path.join(DIST, src.slice(SYSTEM_PATH.length));
  if (!fs.existsSync(file)) throw new Error(`${doc.name}: ${src} is not in dist/ (run \`npm run build\` first)`);
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(fs.readFileSync(file, 'utf8'));
  if (!viewBox) throw new Error(`${src} has no viewBox`);
  return { file: path.basename(file), width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

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
  it('compiles all sixteen source documents and reads the same sixteen back', () => {
    expect(sources).toHaveLength(16);
    expect(counts.ships).toBe(16);
    expect(packed.size).toBe(16);
    for (const doc of sources) expect(packed.get(doc._id)).toEqual(doc);
  });

  it('holds a ship of every rate', () => {
    expect([...new Set(sources.map((doc) => system(doc).rate))].sort()).toEqual([...RATES].sort());
  });

  it('holds the ready ships F7 asks for that the ship data can represent', () => {
    const ships = sources.map(system);
    expect(ships.some((s) => s.rate === 'first')).toBe(true);
    expect(ships.some((s) => s.rate === 'third' && s.guns === 74)).toBe(true);
    expect(ships.some((s) => s.rate === 'fifth' && s.guns === 32)).toBe(true);
    expect(ships.some((s) => s.rate === 'sloop' && !s.fireship)).toBe(true);
    expect(ships.some((s) => s.rate === 'cutter' && !galleyHull(sources[ships.indexOf(s)]!))).toBe(true);
    expect(ships.filter((s) => /privateer/.test(s.nationality)).length).toBeGreaterThanOrEqual(1);
    expect(sources.filter((doc) => galleyHull(doc)).map((doc) => doc.name)).toEqual([
      'Gotlands Vakt',
      'Stella di Procida',
    ]);
    expect(ships.filter((s) => s.bombKetch)).toHaveLength(1);
    expect(ships.filter((s) => s.fireship)).toHaveLength(1);
    expect(ships.filter((s) => s.merchant)).toHaveLength(2);
  });

  it.each(sources.map((doc) => [doc.name, doc] as const))('%s is a well-formed ship Actor', (_name, source) => {
    const doc = packed.get(source._id)!;
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!actors!${doc._id}`);
    expect(doc).toMatchObject({
      type: 'ship',
      img: expect.stringMatching(/^systems\/broadside\/assets\/ships\/[a-z-]+\.svg$/) as string,
      items: [],
      effects: [],
      folder: null,
      flags: {},
      ownership: { default: 0 },
      prototypeToken: {
        name: doc.name,
        actorLink: true,
        appendNumber: false,
        bar1: { attribute: 'hull' },
        texture: { src: doc.img, fit: 'contain' },
        lockRotation: false,
      },
      _stats: {
        systemId: 'broadside',
        systemVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/) as string,
        coreVersion: '13.346',
      },
    });
    expect(checkAgainstSchema(defineShipSchema(), doc.system, `${doc.name}.system`)).toEqual([]);
    expect(checkAgainstSchema(prototypeTokenSchema(), doc.prototypeToken, `${doc.name}.prototypeToken`)).toEqual([]);
    const derived = deriveShip(system(doc));
    expect(derived.problems).toEqual([]);
    expect(derived.dpRemaining).toBe(derived.baseFactor);
  });

  it('gives each ship a gun count inside its rate and a class its nation may have', () => {
    const nations = {
      // Privateers are Jolly Jack Tars whatever their flag (KMH §3.1).
      jollyJackTars: /British|American|privateer/,
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
    // ship,                  dice, chasers, decks, speed, base, turning, boats
    ['HMS Sovereign Isles', 13, 2, 3, 10, 104, 'large', 7],
    ['Ville de Quimper', 11, 2, 3, 10, 90, 'large', 7], // slow sailer: speed set 1 cm under the rate's 11
    ['San Isidoro el Grande', 9, 2, 2, 12, 74, 'large', 5], // average Landlubbers are poor sailors: medium → large
    ['Zeeuwse Leeuw', 7, 1, 2, 11, 50, 'medium', 6], // six boats rolled
    ['USS Narragansett', 4, 1, 1, 15, 32, 'small', 4],
    ['Sorte Svane', 3, 1, 1, 14, 24, 'medium', 4], // poor Sans Culottes are poor sailors
    ['Bonne Aubaine', 3, 1, 1, 14, 20, 'small', 4], // a sixth-rate privateer
    ['HMS Scamperer', 2, 1, 1, 16, 18, 'small', 4], // a one-deck ship rate: decision boats-carried
    ['Bditelny', 2, 1, 1, 9, 12, 'medium', 3], // poor Landlubbers: foul bottom −1 cm, poor sailors
    ["Sarnia's Revenge", 2, 1, 1, 16, 10, 'small', 2],
  ] as const)(
    '%s: %i fire dice, %i per chaser, %i decks, %i cm',
    (name, dice, chasers, decks, speed, base, turning, boats) => {
      const derived = deriveShip(system(packed.get(byName(name)._id)!));
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
    },
  );

  it('carries the class traits each crew is forced to have, and the ones bought', () => {
    const traits = (name: string) => deriveShip(system(byName(name))).characteristics;
    expect(traits('HMS Sovereign Isles')).toMatchObject({
      ferventlyDetermined: true,
      boardingParty: true,
      determined: false,
    });
    expect(traits('San Isidoro el Grande')).toMatchObject({
      poorSailors: true,
      poorShotsAfterFirst: true,
      cowardlyLubbers: false,
    });
    expect(traits('Zeeuwse Leeuw')).toMatchObject({ boardingParty: true, determined: true });
    expect(traits('USS Narragansett')).toMatchObject({
      fastSailor: true,
      initialBroadside: true,
      ferventlyDetermined: true,
    });
    expect(traits('Sorte Svane')).toMatchObject({
      cowardlyLubbers: true,
      poorSailors: true,
      poorShotsAfterFirst: true,
    });
    expect(traits('Bditelny')).toMatchObject({ foulBottom: true, poorShotsAlways: true, cowardlyLubbers: true });
    expect(traits("Sarnia's Revenge")).toMatchObject({ fastSailor: true, boardingParty: true, determined: true });
    expect(traits('Bonne Aubaine')).toMatchObject({ fastSailor: true, boardingParty: true, determined: true });
    expect(traits('Anna Christina')).toMatchObject({
      cowardlyLubbers: true,
      poorSailors: true,
      poorShotsAfterFirst: true,
    });
  });

  it('fails the token check for a token Foundry would round or refuse', () => {
    const token = {
      ...tokenOf(byName('HMS Sovereign Isles')),
      width: 0.4,
      height: 0,
      disposition: 2,
      texture: { src: 'x.svg', fit: 'stretch' },
      scale: 2,
    };
    expect(checkAgainstSchema(prototypeTokenSchema(), token, 'prototypeToken')).toEqual([
      'prototypeToken.scale: unknown key',
      'prototypeToken.width: 0.4 is not a multiple of 0.5',
      'prototypeToken.height: 0 is not positive',
      'prototypeToken.texture.fit: "stretch" is not one of the choices',
      'prototypeToken.disposition: 2 is not one of the choices',
    ]);
  });

  it('fails the schema check for a broken copy of a real ship', () => {
    const broken = structuredClone(system(byName('San Isidoro el Grande'))) as unknown as Record<
      string,
      Record<string, unknown>
    >;
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

describe('ships on the table', () => {
  it.each(sources.map((doc) => [doc.name, doc] as const))(
    '%s imports linked, on no side yet, asking the GM for one',
    (_name, source) => {
      const token = tokenOf(packed.get(source._id)!);
      expect(token.actorLink).toBe(true);
      expect(token.disposition).toBe(NEUTRAL);
      expect(token.flags.broadside).toEqual({ [CHOOSE_SIDE_FLAG]: true });
    },
  );

  it.each(sources.map((doc) => [doc.name, doc] as const))(
    '%s has the footprint of her rate, length as height (decision token-footprint)',
    (_name, source) => {
      const doc = packed.get(source._id)!;
      const { lengthCm, beamCm } = FOOTPRINTS[system(doc).rate as Rate];
      const token = tokenOf(doc);
      expect({ width: token.width, height: token.height }).toEqual({
        width: beamCm / CM_PER_SQUARE,
        height: lengthCm / CM_PER_SQUARE,
      });
      // What Foundry would round on import is not what the table says.
      for (const size of [token.width, token.height]) expect(size / TOKEN_STEP).toSatisfy(Number.isInteger);
      expect(token.height).toBeGreaterThanOrEqual(token.width);
    },
  );

  it.each(sources.map((doc) => [doc.name, doc] as const))(
    "%s wears bow-up art from dist/ that runs her token's full length",
    (_name, source) => {
      const doc = packed.get(source._id)!;
      const art = artOf(doc);
      const token = tokenOf(doc);
      expect(system(doc).artHeading).toBe(0);
      // Fitted to contain, art at least as tall for its width as the token fills the token's height.
      expect(art.height / art.width).toBeGreaterThanOrEqual(token.height / token.width);
    },
  );

  it('draws each kind of ship with art of her size and rig', () => {
    const artByName = Object.fromEntries(sources.map((doc) => [doc.name ?? doc._id, artOf(doc).file] as const));
    expect(artByName).toEqual({
      'HMS Sovereign Isles': 'three-decker.svg',
      'Ville de Quimper': 'three-decker.svg',
      'San Isidoro el Grande': 'two-decker.svg',
      'Zeeuwse Leeuw': 'two-decker.svg',
      'USS Narragansett': 'frigate.svg',
      'Sorte Svane': 'frigate.svg',
      'Bonne Aubaine': 'frigate.svg',
      'HMS Scamperer': 'sloop.svg',
      Bditelny: 'brig.svg',
      "Sarnia's Revenge": 'cutter.svg',
      'Gotlands Vakt': 'galley.svg',
      'Stella di Procida': 'galley.svg',
      'HMS Fulminator': 'bomb-ketch.svg',
      Brandon: 'fireship.svg',
      'Earl of Harrowgate': 'merchant.svg',
      'Anna Christina': 'merchant-brig.svg',
    });
  });

  it("gives the galleys their size's base factor, bow guns only, and oars under Salt'n'Tar", () => {
    for (const name of ['Gotlands Vakt', 'Stella di Procida']) {
      const doc = byName(name);
      const derived = deriveShip(system(doc));
      expect(Object.values(GALLEY_BASE_FACTORS), name).toContain(derived.baseFactor);
      expect(derived, name).toMatchObject({ bowChasers: GALLEY_BOW_CHASER_DICE, sternChasers: 0 });
      const hull = galleyHull(doc)!;
      expect(HULLS[hull as keyof typeof HULLS].oars, name).toBe(true);
      expect((doc.flags as { broadside: { saltntar: unknown } }).broadside.saltntar).toEqual(
        initialSaltntarState(hull as keyof typeof HULLS),
      );
    }
    expect(deriveShip(system(byName('Gotlands Vakt'))).baseFactor).toBe(GALLEY_BASE_FACTORS.big);
    expect(deriveShip(system(byName('Stella di Procida'))).baseFactor).toBe(GALLEY_BASE_FACTORS.little);
  });

  it('flags the bomb ketch, the fireship and the merchantmen, and gives the ketch her base factor', () => {
    const ketch = system(byName('HMS Fulminator'));
    expect(ketch.bombKetch).toBe(true);
    expect(deriveShip(ketch).baseFactor).toBe(BOMB_KETCH_BASE_FACTOR);
    expect(system(byName('Brandon')).fireship).toBe(true);
    expect(
      sources
        .filter((doc) => system(doc).merchant)
        .map((doc) => doc.name)
        .sort(),
    ).toEqual(['Anna Christina', 'Earl of Harrowgate']);
  });
});
