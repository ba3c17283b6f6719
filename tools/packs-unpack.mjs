#!/usr/bin/env node
// Turns a compendium edited in Foundry back into the YAML sources the build compiles, with the
// official Foundry CLI: one file per document, named as the sources are (<name>_<id>.yml).
// Stop Foundry first (it holds a lock on the pack while it runs).
//
// Usage: npm run packs:unpack                       every pack of dist/packs that has sources
//        npm run packs:unpack -- <pack folder> [--as <source name>]
//   A pack folder is a LevelDB folder: dist/packs/ships, or a world's compendium such as
//   <Foundry user data>/Data/worlds/<world>/packs/<name>. `--as` names the folder under
//   packs/_source to write (default: the pack folder's own name).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { extractPack } from '@foundryvtt/foundryvtt-cli';
import { SOURCE_DIR, readPack, readSources } from './packs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Writes the documents of the LevelDB pack `packDir` as YAML sources into `sourceDir` (emptied
 * first, so a document deleted in Foundry leaves its file too). Returns the number written, and
 * throws when the sources read back short or without their keys.
 */
export async function unpackPack(packDir, sourceDir) {
  if (!fs.existsSync(path.join(packDir, 'CURRENT'))) throw new Error(`${packDir} is not a LevelDB compendium pack`);
  const expected = (await readPack(packDir)).length;
  await extractPack(packDir, sourceDir, { yaml: true, clean: true, omitVolatile: false });
  const sources = readSources(sourceDir);
  if (sources.length !== expected)
    throw new Error(`${packDir}: ${expected} documents but ${sources.length} sources written`);
  return sources.length;
}

/** The packs `npm run packs:unpack` takes with no folder named: dist/packs/<name> for every source folder. */
export function defaultPacks(distPacks = path.join(ROOT, 'dist', 'packs'), sourceDir = SOURCE_DIR) {
  return fs
    .readdirSync(sourceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(distPacks, entry.name)))
    .map((entry) => ({ pack: path.join(distPacks, entry.name), into: path.join(sourceDir, entry.name) }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--as');
  const as = at < 0 ? undefined : args.splice(at, 2)[1];
  const jobs = args.length
    ? args.map((pack) => ({
        pack: path.resolve(pack),
        into: path.join(SOURCE_DIR, as ?? path.basename(path.resolve(pack))),
      }))
    : defaultPacks();
  if (jobs.length === 0) {
    console.error('no pack to unpack: build first (npm run build), or name a pack folder');
    process.exit(2);
  }
  try {
    for (const { pack, into } of jobs) {
      const count = await unpackPack(pack, into);
      console.log(`${path.relative(ROOT, into) || into}: ${count} documents from ${pack}`);
    }
    console.log('Review the change with git diff before committing it.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
