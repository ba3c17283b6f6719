#!/usr/bin/env node
// Makes a release from a version tag: builds the system, writes the release's system.json and
// broadside-<version>.zip into release/, and proves the zip installs (unpacked into a scratch
// systems folder, read back, and checked as Foundry will read it). The release workflow calls only
// this and then publishes the two files; nothing of the release is decided in the workflow.
// Usage: node tools/release.mjs <tag, e.g. v0.2.0> [--out <dir>]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { entryProblem } from './changelog.mjs';
import { checkSystemFolder, releaseUrls } from './system-check.mjs';

export const zipName = (version) => `broadside-${version}.zip`;

/** Why the project in `root` may not be released as `tag`, or an empty list when it may. */
export function tagProblems(root, tag) {
  const version = /^v(\d+\.\d+\.\d+)$/.exec(tag)?.[1];
  if (!version) return [`the tag ${tag} is not v<major>.<minor>.<patch>`];
  const problems = [];
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const system = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8'));
  if (pkg.version !== version)
    problems.push(`package.json is at ${pkg.version}, the tag at ${version} (npm run bump -- ${version})`);
  if (system.version !== version)
    problems.push(`system.json is at ${system.version}, the tag at ${version} (npm run bump -- ${version})`);
  const changelog = entryProblem(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version);
  if (changelog) problems.push(changelog);
  return problems;
}

/** Unpacks a zip into `dir`, refusing any entry that would land outside it. */
export function unpack(zipPath, dir) {
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zipPath)))) {
    const target = resolve(dir, name);
    if (!target.startsWith(resolve(dir) + sep))
      throw new Error(`the zip's entry ${name} lands outside the system folder`);
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}

/**
 * Releases the project in `root` as `tag` into `out`: returns the paths of the two files. Throws
 * with every reason when the tag, the versions, the changelog, the build or the zip are not right.
 */
export async function release(root, tag, out = join(root, 'release')) {
  const problems = tagProblems(root, tag);
  if (problems.length) throw new Error(`no release for ${tag}:\n- ${problems.join('\n- ')}`);
  const version = tag.slice(1);

  const build = spawnSync(process.execPath, [join(root, 'tools', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`no release for ${tag}: the build failed`);

  // The release's manifest: the built one, with the version and the two links written from the tag.
  const dist = join(root, 'dist');
  const built = JSON.parse(readFileSync(join(dist, 'system.json'), 'utf8'));
  const manifest = { ...built, version, ...releaseUrls(built.url, version) };
  const differs = ['version', 'manifest', 'download'].filter((key) => built[key] !== manifest[key]);
  if (differs.length)
    throw new Error(`no release for ${tag}: the built system.json disagrees with the tag on ${differs.join(', ')}`);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = { manifest: join(out, 'system.json'), zip: join(out, zipName(version)) };
  writeFileSync(files.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
  copyFileSync(join(dist, zipName(version)), files.zip);

  // Install it as Foundry would: the zip unpacked into systems/broadside, then read back.
  const scratch = mkdtempSync(join(tmpdir(), 'broadside-release-'));
  try {
    const folder = join(scratch, 'systems', manifest.id);
    mkdirSync(folder, { recursive: true });
    unpack(files.zip, folder);
    const installed = await checkSystemFolder(folder, { installed: true });
    const inZip = JSON.parse(readFileSync(join(folder, 'system.json'), 'utf8'));
    if (JSON.stringify(inZip) !== JSON.stringify(manifest))
      installed.push("the zip's system.json is not the release's system.json");
    if (installed.length)
      throw new Error(`no release for ${tag}: the zip does not install:\n- ${installed.join('\n- ')}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const out = at < 0 ? undefined : resolve(args.splice(at, 2)[1]);
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (args.length !== 1) {
    console.error('usage: node tools/release.mjs <tag, e.g. v0.2.0> [--out <dir>]');
    process.exit(2);
  }
  try {
    const files = await release(root, args[0], out);
    console.log(`release ${args[0]}: ${files.manifest} and ${files.zip}, installed and checked`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
