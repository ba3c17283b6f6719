/**
 * Checks the built system in dist/ as Foundry will read it. `npm test` builds before Vitest runs;
 * on its own, run `npm run build` first.
 */
import { describe, expect, it } from 'vitest';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { ROOT } from '../support/render';
import { installFoundryFields } from '../support/foundry-fields';

installFoundryFields();
const { DATA_MODELS } = await import('../../src/data/models');
// The card kinds the rule modules add at init: Kyngesreach's broadside, KMH's boarding.
const { KYNGESREACH_MODULE } = await import('../../src/modules/kyngesreach');
const { KMH_MODULE } = await import('../support/kmh-module');
const { runInit } = await import('../support/table-init');
const { cardKinds } = await import('../../src/data/card-kinds');
// Their own `register`, in the entry's init (src/modules/index.ts order).
runInit([KMH_MODULE, KYNGESREACH_MODULE]);
const { readPack } = await import('../../tools/packs.mjs');
const { checkSystemFolder, VERIFIED_LINE } = await import('../../tools/system-check.mjs');
const { systemManifest } = await import('../../tools/manifest.mjs');

const DIST = join(ROOT, 'dist');
const distSystem = () => {
  const path = join(DIST, 'system.json');
  if (!existsSync(path)) throw new Error('dist/system.json is missing: run `npm run build` first');
  return JSON.parse(readFileSync(path, 'utf8')) as SystemManifest;
};

interface SystemManifest {
  id: string;
  version: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; path: string }[];
  packs: { name: string; path: string; type: string; system: string }[];
  documentTypes: Record<string, Record<string, unknown>>;
  primaryTokenAttribute?: string;
  grid: { type: number; distance: number; units: string };
  url: string;
  manifest: string;
  download: string;
  license?: string;
}

describe('system.json', () => {
  const system = distSystem();
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

  it("is the source manifest with what the rule modules' folders bring (tools/manifest.mjs)", async () => {
    expect(system).toEqual(await systemManifest(ROOT));
  });

  it('is a v13 system with the id broadside and the version of package.json', () => {
    expect(system.id).toBe('broadside');
    expect(system.version).toBe(pkg.version);
    expect(system.compatibility.minimum).toBe('13.346');
    expect(system.compatibility.verified).toMatch(/^13\.\d+$/);
    expect(system.compatibility.maximum).toBe('13');
  });

  it('is verified against the build the live checklist is run against', () => {
    const checklist = readFileSync(join(ROOT, 'docs', 'foundry-checklist.md'), 'utf8');
    const build = VERIFIED_LINE.exec(checklist)?.[1];
    expect(build, 'docs/foundry-checklist.md names no build').toBeDefined();
    expect(system.compatibility.verified).toBe(build);
  });

  it('passes the system folder check (tools/system-check.mjs) that a release zip must pass too', async () => {
    expect(await checkSystemFolder(DIST, { source: ROOT })).toEqual([]);
  });

  it("fails a folder whose manifest leaves out a module's style sheet or strings, or is not its source's", async () => {
    const copy = mkdtempSync(join(tmpdir(), 'broadside-check-'));
    try {
      cpSync(DIST, copy, { recursive: true, filter: (path) => !path.endsWith('.zip') });
      mkdirSync(join(copy, 'styles', 'modules', 'lantern'), { recursive: true });
      writeFileSync(join(copy, 'styles', 'modules', 'lantern', 'beam.css'), '.beam {}\n');
      mkdirSync(join(copy, 'lang', 'modules', 'lantern'), { recursive: true });
      writeFileSync(join(copy, 'lang', 'modules', 'lantern', 'en.json'), '{}\n');
      expect(await checkSystemFolder(copy)).toEqual([
        "styles/modules/lantern/beam.css is in the folder but not in system.json's styles",
        "lang/modules/lantern/en.json is in the folder but not in system.json's languages",
      ]);
      // The shipped files all listed, but the card kinds of an older source.
      rmSync(join(copy, 'styles', 'modules', 'lantern'), { recursive: true });
      rmSync(join(copy, 'lang', 'modules', 'lantern'), { recursive: true });
      const manifest = JSON.parse(readFileSync(join(copy, 'system.json'), 'utf8')) as SystemManifest;
      delete manifest.documentTypes.ChatMessage!.gunnery;
      writeFileSync(join(copy, 'system.json'), JSON.stringify(manifest));
      expect(await checkSystemFolder(copy)).toEqual([]);
      expect(await checkSystemFolder(copy, { source: ROOT })).toEqual([
        "system.json's documentTypes is not what the source and its rule modules make: rebuild",
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('names only files that exist in dist/', () => {
    const paths = [
      ...system.esmodules,
      ...system.styles,
      ...system.languages.map((l) => l.path),
      ...(system.license ? [system.license] : []),
    ];
    for (const path of paths) expect(existsSync(join(DIST, path)), path).toBe(true);
    for (const pack of system.packs) expect(statSync(join(DIST, pack.path)).isDirectory(), pack.path).toBe(true);
  });

  it('declares exactly the document types the system registers data models for', () => {
    const declared = Object.fromEntries(
      Object.entries(system.documentTypes).map(([doc, types]) => [doc, Object.keys(types).sort()]),
    );
    const registered = Object.fromEntries(
      Object.entries(DATA_MODELS).map(([doc, types]) => [
        doc,
        [...new Set([...Object.keys(types), ...(doc === 'ChatMessage' ? cardKinds() : [])])].sort(),
      ]),
    );
    expect(declared).toEqual(registered);
  });

  it('lists htmlFields that are HTML fields of the model', async () => {
    const { HTMLField } = await import('../support/foundry-fields');
    for (const [doc, types] of Object.entries(system.documentTypes)) {
      for (const [type, meta] of Object.entries(types as Record<string, { htmlFields?: string[] }>)) {
        const model = (DATA_MODELS as Record<string, Record<string, { defineSchema(): Record<string, unknown> }>>)[
          doc
        ]![type]!;
        for (const field of meta.htmlFields ?? [])
          expect(model.defineSchema()[field], `${type}.${field}`).toBeInstanceOf(HTMLField);
      }
    }
  });

  it('leaves each actor type its own token bar: no primaryTokenAttribute, which core gives every type', () => {
    expect(system.primaryTokenAttribute).toBeUndefined();
  });

  it('measures the table in centimetres', () => {
    expect(system.grid.units).toBe('cm');
    expect(system.grid.distance).toBeGreaterThan(0);
  });

  it('is installed from GitHub releases, with a download zip named by the version', () => {
    expect(system.manifest).toMatch(/^https:\/\/github\.com\/.+\/releases\/latest\/download\/system\.json$/);
    expect(system.download).toBe(`${system.url}/releases/download/v${system.version}/broadside-${system.version}.zip`);
  });
});

describe('the build', () => {
  const system = distSystem();

  it('bundles one ES module that registers at init', () => {
    const code = readFileSync(join(DIST, 'broadside.mjs'), 'utf8');
    expect(code).toMatch(/Hooks\.once\(["'`]init["'`]/);
    expect(code).not.toMatch(/^import .* from ["'](?!\.)/m);
  });

  it('makes a release zip, named by the version, that unpacks to the system folder', () => {
    const zip = unzipSync(readFileSync(join(DIST, `broadside-${system.version}.zip`)));
    const names = Object.keys(zip);
    for (const path of [
      'system.json',
      'broadside.mjs',
      ...system.styles,
      ...system.languages.map((l) => l.path),
      'templates/actor/ship-sheet.hbs',
    ]) {
      expect(names, path).toContain(path);
    }
    expect(names.some((n) => n.startsWith('packs/ships/'))).toBe(true);
    expect(names.some((n) => n.endsWith('.zip'))).toBe(false);
  });

  it("carries the ships' token art, in the folder and in the zip", () => {
    const art = readdirSync(join(ROOT, 'assets', 'ships')).filter((f) => f.endsWith('.svg'));
    expect(art.length).toBeGreaterThan(0);
    const zip = unzipSync(readFileSync(join(DIST, `broadside-${system.version}.zip`)));
    for (const file of art) {
      const path = `assets/ships/${file}`;
      const source = readFileSync(join(ROOT, path));
      expect(readFileSync(join(DIST, path)).equals(source), path).toBe(true);
      expect(Buffer.from(zip[path] ?? []).equals(source), `${path} in the zip`).toBe(true);
    }
  });

  it('compiles packs that read back whole', async () => {
    for (const pack of system.packs) {
      const docs = await readPack(join(DIST, pack.path));
      expect(docs.length, pack.name).toBeGreaterThan(0);
    }
  });
});
