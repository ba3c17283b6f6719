/**
 * npm run packs:unpack: a compiled compendium back to the YAML sources, through the Foundry CLI.
 * Needs the built packs (`npm run build`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/render';
import { SOURCE_DIR, readSources } from '../../tools/packs.mjs';
import { defaultPacks, unpackPack } from '../../tools/packs-unpack.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'broadside-unpack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('unpacking a compendium to its sources', () => {
  it('gives back the source of every ship, by the same file names', async () => {
    const pack = join(ROOT, 'dist', 'packs', 'ships');
    if (!existsSync(pack)) throw new Error('dist/packs/ships is missing: run `npm run build` first');
    const into = join(scratch, 'ships');
    const count = await unpackPack(pack, into);
    const source = readSources(join(SOURCE_DIR, 'ships'));
    expect(count).toBe(source.length);
    expect(readdirSync(into).sort()).toEqual(readdirSync(join(SOURCE_DIR, 'ships')).sort());
    const back = new Map(readSources(into).map(({ doc }) => [doc._id, doc]));
    for (const { doc } of source) expect(back.get(doc._id), doc.name).toEqual(doc);
  });

  it('empties the source folder first, so a document deleted in Foundry leaves its file', async () => {
    const into = join(scratch, 'again');
    await unpackPack(join(ROOT, 'dist', 'packs', 'ships'), into);
    writeFileSync(
      join(into, 'Deleted_Ship_aaaaaaaaaaaaaaaa.yml'),
      "_id: aaaaaaaaaaaaaaaa\n_key: '!actors!aaaaaaaaaaaaaaaa'\nname: Deleted\n",
    );
    await unpackPack(join(ROOT, 'dist', 'packs', 'ships'), into);
    expect(existsSync(join(into, 'Deleted_Ship_aaaaaaaaaaaaaaaa.yml'))).toBe(false);
  });

  it('refuses a folder that is no compendium', async () => {
    await expect(unpackPack(scratch, join(scratch, 'nothing'))).rejects.toThrow(/not a LevelDB compendium pack/);
  });

  it('with no folder named, takes the built packs that have sources (not the generated rules reference)', () => {
    const names = defaultPacks().map(({ into }) => into.slice(SOURCE_DIR.length + 1));
    expect(names).toEqual(['ships']);
  });
});
