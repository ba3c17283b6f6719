import { describe, it, expect, afterEach } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compilePacks, readPack } from '../../tools/packs.mjs';

const temps: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broadside-packs-tool-'));
  temps.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `<root>/<file>` with a minimal Actor; `key` overrides or (null) drops its _key. */
function writeActor(root: string, file: string, id: string, key: string | null = `!actors!${id}`): void {
  const lines = [
    `_id: ${id}`,
    ...(key === null ? [] : [`_key: '${key}'`]),
    `name: Doc ${id}`,
    'type: ship',
    'system: {}',
  ];
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), lines.join('\n') + '\n');
}

describe('compilePacks', () => {
  it('compiles each source folder, nested files included, and counts its documents', async () => {
    const src = tempDir();
    const out = tempDir();
    writeActor(src, 'alpha/one.yml', 'AAAAAAAAAAAAAAA1');
    writeActor(src, 'alpha/deeper/two.yml', 'AAAAAAAAAAAAAAA2');
    writeActor(src, 'beta/three.yml', 'BBBBBBBBBBBBBBB3');
    expect(await compilePacks(out, { sourceDir: src })).toEqual({ alpha: 2, beta: 1 });
    const names = (await readPack(path.join(out, 'alpha'))).map((doc) => doc.name).sort();
    expect(names).toEqual(['Doc AAAAAAAAAAAAAAA1', 'Doc AAAAAAAAAAAAAAA2']);
  });

  it('drops documents whose source was removed when recompiling into the same place', async () => {
    const src = tempDir();
    const out = tempDir();
    writeActor(src, 'alpha/one.yml', 'AAAAAAAAAAAAAAA1');
    writeActor(src, 'alpha/two.yml', 'AAAAAAAAAAAAAAA2');
    await compilePacks(out, { sourceDir: src });
    fs.rmSync(path.join(src, 'alpha/two.yml'));
    expect(await compilePacks(out, { sourceDir: src })).toEqual({ alpha: 1 });
    expect(await readPack(path.join(out, 'alpha'))).toHaveLength(1);
  });

  it('refuses a source without _key, which the CLI would silently skip', async () => {
    const src = tempDir();
    writeActor(src, 'alpha/one.yml', 'AAAAAAAAAAAAAAA1');
    writeActor(src, 'alpha/keyless.yml', 'AAAAAAAAAAAAAAA2', null);
    await expect(compilePacks(tempDir(), { sourceDir: src })).rejects.toThrow(/keyless\.yml: has no _key/);
  });

  it.each([
    ['a key for another id', '!actors!CCCCCCCCCCCCCCC9'],
    ['an embedded-document key', '!actors.items!AAAAAAAAAAAAAAA1.CCCCCCCCCCCCCCC9'],
  ])('refuses %s', async (_what, key) => {
    const src = tempDir();
    writeActor(src, 'alpha/one.yml', 'AAAAAAAAAAAAAAA1', key);
    await expect(compilePacks(tempDir(), { sourceDir: src })).rejects.toThrow(/one\.yml: _key .* must be/);
  });

  it('refuses two sources with the same key', async () => {
    const src = tempDir();
    writeActor(src, 'alpha/one.yml', 'AAAAAAAAAAAAAAA1');
    writeActor(src, 'alpha/copy.yml', 'AAAAAAAAAAAAAAA1');
    await expect(compilePacks(tempDir(), { sourceDir: src })).rejects.toThrow(/already packed/);
  });
});
