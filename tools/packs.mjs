// Compiles the compendium packs from packs/_source/<pack>/**/*.yml into LevelDB packs with the
// official Foundry CLI, then reads every pack back to prove nothing was dropped on the way.
// Usage: node tools/packs.mjs [outDir]   (default dist/packs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compilePack, extractPack } from '@foundryvtt/foundryvtt-cli';
import { load } from 'js-yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_DIR = path.join(ROOT, 'packs', '_source');

/** `!actors!<id>` for a primary document; the CLI needs it to place the document in the DB. */
const KEY = /^!([a-z]+)!([A-Za-z0-9]{16})$/;
const YAML_FILE = /\.ya?ml$/;

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && YAML_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Parses one pack's source files and checks their keys. The CLI silently skips a file without
 * `_key`, so a missing or malformed key is an error here rather than a document lost.
 */
export function readSources(dir) {
  return sourceFiles(dir).map((file) => {
    const doc = load(fs.readFileSync(file, 'utf8'));
    const where = path.relative(ROOT, file);
    if (!doc || typeof doc !== 'object') throw new Error(`${where}: not a YAML document`);
    if (!doc._key) throw new Error(`${where}: has no _key; the Foundry CLI would skip it`);
    const match = KEY.exec(doc._key);
    if (!match || match[2] !== doc._id) {
      throw new Error(`${where}: _key '${doc._key}' must be '!<collection>!<_id>' with a 16-character _id`);
    }
    return { file, doc };
  });
}

/** Every primary document of a LevelDB pack, through the CLI's own reader (embedded documents folded in). */
export async function readPack(packDir) {
  const docs = [];
  // extractPack insists on an output folder; nothing is written to it since every entry is kept in memory.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'broadside-readpack-'));
  try {
    await extractPack(packDir, scratch, {
      yaml: true,
      transformEntry: async (doc) => {
        docs.push(doc);
        return false;
      },
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return docs;
}

/**
 * Compiles every folder under the source directory into `outDir/<folder>` and returns the number
 * of source documents per pack. Throws when a source lacks its key or the pack reads back short.
 */
export async function compilePacks(outDir, { sourceDir = SOURCE_DIR } = {}) {
  const counts = {};
  const packs = fs
    .readdirSync(sourceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const name of packs) {
    const src = path.join(sourceDir, name);
    const dest = path.join(outDir, name);
    const sources = readSources(src);
    // The CLI drops keys that are no longer in the source, so a stale pack in dest is cleaned too.
    await compilePack(src, dest, { yaml: true, recursive: true });
    const readBack = await readPack(dest);
    if (readBack.length !== sources.length) {
      throw new Error(`pack ${name}: ${sources.length} source documents but ${readBack.length} read back`);
    }
    counts[name] = sources.length;
  }
  return counts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist', 'packs'));
  const started = performance.now();
  const counts = await compilePacks(outDir);
  for (const [name, count] of Object.entries(counts)) console.log(`${name}: ${count} documents`);
  console.log(`packs compiled into ${outDir} in ${Math.round(performance.now() - started)} ms`);
}
