#!/usr/bin/env node
// Bumps the version: package.json, package-lock.json and system.json (its version and download
// link) together, and opens the version's section in CHANGELOG.md from what is under Unreleased.
// Usage: npm run bump -- <x.y.z | major | minor | patch> [--date YYYY-MM-DD] [--root <dir>]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openSection } from './changelog.mjs';
import { releaseUrls } from './system-check.mjs';

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The version after `current` for a bump of `to` (a version, or major, minor or patch). */
export function nextVersion(current, to) {
  const [, major, minor, patch] = (SEMVER.exec(current) ?? []).map(Number);
  if (major === undefined) throw new Error(`the current version ${current} is not major.minor.patch`);
  const next =
    { major: `${major + 1}.0.0`, minor: `${major}.${minor + 1}.0`, patch: `${major}.${minor}.${patch + 1}` }[to] ?? to;
  const parts = SEMVER.exec(next)?.slice(1).map(Number);
  if (!parts) throw new Error(`${to} is no version (x.y.z) and no bump (major, minor, patch)`);
  const order = parts[0] - major || parts[1] - minor || parts[2] - patch;
  if (order <= 0) throw new Error(`${next} does not come after ${current}`);
  return next;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** Replaces one top-level string field of system.json in place, so the file keeps its layout. */
function setField(text, key, value) {
  const pattern = new RegExp(`^(  "${key}": )"[^"]*"`, 'm');
  if (!pattern.test(text)) throw new Error(`system.json has no top-level "${key}"`);
  return text.replace(pattern, `$1${JSON.stringify(value)}`);
}

/** Bumps the project in `root` to the version `to` asks for; returns the new version. */
export function bump(root, to, date = new Date().toISOString().slice(0, 10)) {
  const pkg = readJson(join(root, 'package.json'));
  const systemText = readFileSync(join(root, 'system.json'), 'utf8');
  const system = JSON.parse(systemText);
  if (system.version !== pkg.version) {
    throw new Error(`system.json is at ${system.version} but package.json at ${pkg.version}: make them agree first`);
  }
  const version = nextVersion(pkg.version, to);
  // The changelog first: it refuses a version it already has before any file is touched.
  const changelog = openSection(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version, date, system.url);

  pkg.version = version;
  writeJson(join(root, 'package.json'), pkg);
  const lock = readJson(join(root, 'package-lock.json'));
  lock.version = version;
  if (lock.packages?.['']) lock.packages[''].version = version;
  writeJson(join(root, 'package-lock.json'), lock);
  let text = setField(systemText, 'version', version);
  text = setField(text, 'download', releaseUrls(system.url, version).download);
  writeFileSync(join(root, 'system.json'), text);
  writeFileSync(join(root, 'CHANGELOG.md'), changelog);
  return version;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at < 0 ? undefined : args.splice(at, 2)[1];
  };
  const root = resolve(option('--root') ?? fileURLToPath(new URL('..', import.meta.url)));
  const date = option('--date');
  if (args.length !== 1) {
    console.error('usage: npm run bump -- <x.y.z | major | minor | patch> [--date YYYY-MM-DD]');
    process.exit(2);
  }
  try {
    const version = bump(root, args[0], date);
    console.log(
      `version ${version}: package.json, package-lock.json and system.json bumped; CHANGELOG.md has its section.`,
    );
    console.log('Write what changed under it, commit, then tag the commit v' + version + ' and push the tag.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
