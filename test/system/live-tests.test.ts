/**
 * The live tests (test/live/, run by the Quench module inside Foundry): the development build
 * carries them and registers every batch with Quench; the ordinary build and its zip never do; the
 * checklist points each step they replace to its batch; and their judgements give the answers the
 * batches rely on, here against the pack sources and the desk's own answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { load } from 'js-yaml';
import { ROOT } from '../support/render';
import { LIVE_BATCHES } from '../live/batches';
import { answerTo, combatantsWithoutRow, packShipProblems, rulesOutsideLayer, turnedWind } from '../live/checks';
import type { PackShip } from '../live/checks';
import { Scratch } from '../live/scratch';
import { EXPECTED_SCHEMA_VERSION } from '../live/world';
import { schemaVersion } from '../../src/data/migrations';
import { answer } from '../../src/authority/channel/protocol';
import type { QuenchBatchContext, QuenchRegisterBatchOptions } from '../live/quench';

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
type Manifest = { version: string; esmodules: string[] };

describe('the development build (--with-live-tests)', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'broadside-live-'));
    const built = spawnSync(process.execPath, ['tools/build.mjs', '--with-live-tests', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(built.status, built.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names live-tests.mjs after broadside.mjs in its system.json, and makes no zip', () => {
    expect(readJson<Manifest>(join(out, 'system.json')).esmodules).toEqual(['broadside.mjs', 'live-tests.mjs']);
    expect(existsSync(join(out, 'live-tests.mjs'))).toBe(true);
    expect(readdirSync(out).filter((name) => name.endsWith('.zip'))).toEqual([]);
  });

  it("registers every batch on Quench's quenchReady, each with its key, its name and tests that are functions", async () => {
    const waiting = new Map<string, (...args: unknown[]) => unknown>();
    const hooks = { once: (name: string, fn: (...args: unknown[]) => unknown) => void waiting.set(name, fn) };
    const registered: {
      key: string;
      fn: (context: QuenchBatchContext) => void;
      options?: QuenchRegisterBatchOptions;
    }[] = [];
    const globals = globalThis as Record<string, unknown>;
    const had = globals.Hooks;
    globals.Hooks = hooks;
    try {
      await import(pathToFileURL(join(out, 'live-tests.mjs')).href);
    } finally {
      globals.Hooks = had;
    }
    // Nothing registers before Quench says it is ready; registering reads no Foundry global.
    expect([...waiting.keys()].sort()).toEqual(['quenchReady', 'ready']);
    waiting.get('quenchReady')!({
      registerBatch: (key: string, fn: never, options?: never) => registered.push({ key, fn, options }),
    });

    expect(registered.map((batch) => batch.key)).toEqual(LIVE_BATCHES.map((batch) => batch.key));
    expect(new Set(registered.map((batch) => batch.key)).size).toBe(registered.length);
    for (const batch of registered) {
      expect(batch.key).toMatch(/^broadside\.[a-z-]+$/);
      expect(batch.options?.displayName).toMatch(/^BROADSIDE: \S/);
      // Mocha's registration run by hand: suites at once, tests and hooks only collected.
      const tests: { title: string; fn: unknown }[] = [];
      const hooksOf: unknown[] = [];
      const context = {
        describe: (_title: string, fn: () => void) => fn(),
        it: (title: string, fn: unknown) => void tests.push({ title, fn }),
        before: (fn: unknown) => void hooksOf.push(fn),
        after: (fn: unknown) => void hooksOf.push(fn),
        beforeEach: (fn: unknown) => void hooksOf.push(fn),
        afterEach: (fn: unknown) => void hooksOf.push(fn),
        assert: {},
      } as unknown as QuenchBatchContext;
      batch.fn(context);
      expect(tests.length, batch.key).toBeGreaterThan(0);
      for (const test of tests) {
        expect(test.title.length, batch.key).toBeGreaterThan(0);
        expect(typeof test.fn, `${batch.key}: ${test.title}`).toBe('function');
      }
      for (const hook of hooksOf) expect(typeof hook, batch.key).toBe('function');
    }
  });

  it('holds every batch of test/live/ in its list', () => {
    const declared = readdirSync(join(ROOT, 'test', 'live'))
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, 'test', 'live', file), 'utf8').matchAll(/key: '(broadside\.[^']+)'/g)].map(
          (m) => m[1],
        ),
      );
    expect(declared.sort()).toEqual(LIVE_BATCHES.map((batch) => batch.key).sort());
  });
});

describe('the ordinary build and the release zip', () => {
  const dist = join(ROOT, 'dist');
  const manifest = () => {
    const path = join(dist, 'system.json');
    if (!existsSync(path)) throw new Error('dist/system.json is missing: run `npm run build` first');
    return readJson<Manifest>(path);
  };

  it('carry no live tests: no module, none named, none inside broadside.mjs', () => {
    const { version, esmodules } = manifest();
    expect(esmodules).toEqual(['broadside.mjs']);
    expect(existsSync(join(dist, 'live-tests.mjs'))).toBe(false);
    const bundle = readFileSync(join(dist, 'broadside.mjs'), 'utf8');
    for (const word of ['quenchReady', 'registerBatch', 'Broadside live test']) expect(bundle).not.toContain(word);
    const zip = unzipSync(readFileSync(join(dist, `broadside-${version}.zip`)));
    expect(Object.keys(zip).filter((name) => name.includes('live-tests'))).toEqual([]);
    expect((JSON.parse(new TextDecoder().decode(zip['system.json'])) as Manifest).esmodules).toEqual(['broadside.mjs']);
  });
});

describe('the checklist and the batches', () => {
  const checklist = readFileSync(join(ROOT, 'docs', 'foundry-checklist.md'), 'utf8');

  /** The text of step `n` of section `s` (steps numbered through the section, subsections included). */
  function step(ref: string): string | null {
    const [s, n] = ref.slice(1).split('.');
    const start = checklist.search(new RegExp(`^## ${s}\\. `, 'm'));
    if (start < 0) return null;
    const rest = checklist.slice(start + 1);
    const section = rest.slice(0, rest.search(/^## /m) < 0 ? undefined : rest.search(/^## /m));
    const at = section.search(new RegExp(`^${n}\\. `, 'm'));
    if (at < 0) return null;
    const after = section.slice(at);
    const next = after.search(/\n(\d+\. |#)/);
    return next < 0 ? after : after.slice(0, next);
  }

  it('points each step a batch replaces to that batch', () => {
    for (const batch of LIVE_BATCHES) {
      expect(batch.replaces.length, batch.key).toBeGreaterThan(0);
      for (const ref of batch.replaces) {
        const text = step(ref);
        expect(text, `${batch.key}: the checklist has no step ${ref}`).not.toBeNull();
        expect(text, `${ref} names ${batch.key}`).toContain(`\`${batch.key}\``);
      }
    }
  });

  it('explains how to run the batches', () => {
    expect(checklist).toContain('--with-live-tests');
    expect(readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')).toContain('--with-live-tests');
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('--with-live-tests');
  });
});

/** A ship of the pack as its YAML source holds her. */
interface ShipSource {
  name: string;
  img: string;
  system: { rate: string };
  prototypeToken: PackShip['prototypeToken'] & { flags?: { broadside?: { chooseSide?: unknown } } };
}

describe("the batches' judgements", () => {
  const shipsDir = join(ROOT, 'packs', '_source', 'ships');
  const sources = readdirSync(shipsDir)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => load(readFileSync(join(shipsDir, file), 'utf8')) as ShipSource);
  const packShip = (doc: ShipSource): PackShip => ({
    name: doc.name,
    rate: doc.system.rate,
    img: doc.img,
    prototypeToken: { ...doc.prototypeToken, chooseSide: doc.prototypeToken.flags?.broadside?.chooseSide },
  });

  it('finds nothing wrong with the ships as the pack sources hold them, on the system grid', () => {
    const grid = readJson<{ grid: { distance: number } }>(join(ROOT, 'system.json')).grid.distance;
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.flatMap((doc) => packShipProblems(packShip(doc), grid))).toEqual([]);
  });

  it('finds an unlinked, hostile, wrongly sized ship with another bar and no question', () => {
    const good = packShip(sources.find((doc) => doc.system.rate === 'first')!);
    const bad = {
      ...good,
      prototypeToken: {
        ...good.prototypeToken,
        actorLink: false,
        disposition: -1,
        width: 1,
        chooseSide: undefined,
        bar1: { attribute: 'hitPoints' },
      },
    };
    expect(packShipProblems(bad, 5)).toHaveLength(5);
    expect(packShipProblems({ ...good, rate: 'galleon' }, 5)).toEqual([
      `${good.name}: her rate galleon has no footprint`,
    ]);
  });

  it("reads the desk's own answers off the answer flag, only the one asked for", () => {
    const text = JSON.stringify(answer('req1', false, 'notACard'));
    expect(answerTo('req1', text)).toEqual({ ok: false, code: 'notACard', data: {} });
    expect(answerTo('other', text)).toBeNull();
    expect(answerTo('req1', '{not json')).toBeNull();
    expect(answerTo('req1', undefined)).toBeNull();
  });

  it('names the combatants no row shows, turns the wind, and finds rules outside the layer', () => {
    expect(combatantsWithoutRow(['a', 'b', 'c'], ['b', 'x'])).toEqual(['a', 'c']);
    expect(turnedWind({ fromDegrees: 300, becalmed: true, sea: 'calm' })).toEqual({
      fromDegrees: 30,
      becalmed: false,
      sea: 'calm',
    });
    expect(
      rulesOutsideLayer([
        { layerName: 'system', text: '@layer system { .a {} }' },
        { layerName: null, text: '.b { color: red }' },
      ]),
    ).toEqual(['.b { color: red }']);
  });

  it("expects the schema version the system's migrations reach", () => {
    expect(EXPECTED_SCHEMA_VERSION).toBe(schemaVersion());
  });

  it('cleans up newest first, skips what is gone, and runs every step though one fails', async () => {
    const order: string[] = [];
    const gone = new Set(['Actor.b']);
    const doc = (uuid: string) => ({ uuid, delete: () => Promise.resolve(void order.push(uuid)) });
    const scratch = new Scratch((uuid) => !gone.has(uuid));
    scratch.keep(doc('Actor.a'));
    scratch.keep(doc('Actor.b'));
    scratch.later(() => {
      throw new Error('the setting could not be set back');
    });
    scratch.keep(doc('Scene.c'));
    expect(await scratch.clean()).toEqual(['the setting could not be set back']);
    expect(order).toEqual(['Scene.c', 'Actor.a']);
    expect(await scratch.clean()).toEqual([]);
  });
});
