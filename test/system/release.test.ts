/**
 * The project from a bare clone: what `npm test` runs needs nothing beside the repository, the
 * prose check runs only where the rules texts are, and the release script turns a tag into the
 * two files a release publishes, whose zip installs into a systems folder.
 *
 * The clone is of HEAD with the working tree's tracked files laid over it, so the test checks the
 * change being made, not only the last commit; files git does not track are not in it, as in a
 * real clone. Its node_modules is a link to this one's (what `npm ci` would install).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from '../support/render';
import { checkSystemFolder } from '../../tools/system-check.mjs';
import { tagProblems, unpack } from '../../tools/release.mjs';
import { bump } from '../../tools/version.mjs';

let scratch: string;
let clone: string;

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const base = { ...process.env };
  delete base.BROADSIDE_NO_RULES_TEXTS;
  return spawnSync(command, args, { cwd: clone, encoding: 'utf8', env: { ...base, ...env }, timeout: 240_000 });
};

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'broadside-clone-'));
  clone = join(scratch, 'broadside');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = join(ROOT, file);
    const to = join(clone, file);
    if (!existsSync(from)) rmSync(to, { force: true });
    else if (statSync(from).isFile()) {
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a bare clone', () => {
  it('has nothing beside it: no ../shared', () => {
    expect(existsSync(join(clone, '..', 'shared'))).toBe(false);
    expect(readdirSync(scratch)).toEqual(['broadside']);
  });

  it("runs npm test's steps from the clone alone: known commands, files inside it, no prose check", () => {
    const listed = run('node', [
      '--input-type=module',
      '-e',
      "const { steps } = await import('./tools/test.mjs'); console.log(JSON.stringify(steps));",
    ]);
    expect(listed.status, listed.stderr).toBe(0);
    const steps = JSON.parse(listed.stdout) as [string, string, string[]][];
    expect(steps.map(([name]) => name)).toEqual([
      'types (Foundry layer)',
      'types (rules engine, no Foundry)',
      'lint',
      'format',
      'layers',
      'build',
      'vitest',
    ]);
    for (const [name, command, args] of steps) {
      expect(['npx', 'node'], name).toContain(command);
      if (command === 'npx')
        expect(existsSync(join(clone, 'node_modules', '.bin', args[0]!)), `${name}: ${args[0]}`).toBe(true);
      for (const arg of args) {
        expect(arg, name).not.toMatch(/shared|prose/);
        const path = arg.replace(/^--[^=]+=/, '');
        if (!/[/\\]|\.(json|mjs|ts)$/.test(path)) continue;
        const inside = relative(clone, resolve(clone, path));
        expect(inside.startsWith('..'), `${name}: ${arg} lies outside the clone`).toBe(false);
        if (!inside.startsWith('test/output')) expect(existsSync(join(clone, inside)), `${name}: ${arg}`).toBe(true);
      }
    }
  });

  it('reads nothing beside the repository in its code, tools and configuration; only .ci/prose-check does', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: clone, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    const readers = tracked.filter((file) => {
      // The tests name ../shared only to prove it is absent (this file); everything else that runs may not.
      if (file.startsWith('test/') || !/\.(ts|mjs|js|json|ya?ml)$|^\.ci\//.test(file) || file === 'package-lock.json')
        return false;
      // Comments may say where the texts lie; code may not go there.
      const text = readFileSync(join(clone, file), 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(#|\/\/|\*|\/\*)/.test(line))
        .join('\n');
      return /\.\.\/shared|['"]\.\.['"],\s*['"]shared['"]/.test(text);
    });
    expect(readers).toEqual(['.ci/prose-check']);
  });

  describe('.ci/prose-check, which .ci/run runs after npm test', () => {
    const checker = () => join(scratch, 'shared', 'tools', 'prose-check');
    const layChecker = (exitCode: number) => {
      mkdirSync(dirname(checker()), { recursive: true });
      writeFileSync(checker(), `#!/bin/sh\necho "checked $1"\nexit ${exitCode}\n`);
      chmodSync(checker(), 0o755);
    };
    afterAll(() => rmSync(join(scratch, 'shared'), { recursive: true, force: true }));

    it('passes where the rules texts lie beside the repository and the checker passes', () => {
      layChecker(0);
      const result = run('bash', ['.ci/prose-check']);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`checked ${clone}`);
    });

    it('fails when the checker finds copied prose, even when told there are no texts', () => {
      layChecker(1);
      expect(run('bash', ['.ci/prose-check']).status).toBe(1);
      expect(run('bash', ['.ci/prose-check'], { BROADSIDE_NO_RULES_TEXTS: '1' }).status).toBe(1);
    });

    it('fails when the texts are missing, unless the CI says it cannot have them', () => {
      rmSync(join(scratch, 'shared'), { recursive: true, force: true });
      const missing = run('bash', ['.ci/prose-check']);
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('../shared/tools/prose-check is missing');
      const skipped = run('bash', ['.ci/prose-check'], { BROADSIDE_NO_RULES_TEXTS: '1' });
      expect(skipped.status).toBe(0);
      expect(skipped.stdout).toContain('skipped');
    });

    it('is run by .ci/run after npm test', () => {
      const script = readFileSync(join(clone, '.ci', 'run'), 'utf8');
      const test = script.indexOf('npm test');
      expect(test).toBeGreaterThan(0);
      expect(script.indexOf('.ci/prose-check', test)).toBeGreaterThan(test);
      expect(script).toMatch(/set -euo pipefail/);
    });
  });
});

describe('the release script, run in the clone', () => {
  const version = () => (JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as { version: string }).version;

  it('turns the tag into system.json and broadside-<version>.zip, and the zip installs in a systems folder', async () => {
    const v = version();
    const out = join(scratch, 'release-out');
    const result = run('node', ['tools/release.mjs', `v${v}`, '--out', out]);
    expect(result.status, result.stderr + result.stdout).toBe(0);
    expect(readdirSync(out).sort()).toEqual([`broadside-${v}.zip`, 'system.json']);

    const manifest = JSON.parse(readFileSync(join(out, 'system.json'), 'utf8')) as Record<string, unknown> & {
      url: string;
    };
    expect(manifest.version).toBe(v);
    expect(manifest.manifest).toBe(`${manifest.url}/releases/latest/download/system.json`);
    expect(manifest.download).toBe(`${manifest.url}/releases/download/v${v}/broadside-${v}.zip`);

    // Installed by hand, as the README tells a GM who cannot reach GitHub: the zip into Data/systems/broadside.
    const folder = join(scratch, 'Data', 'systems', 'broadside');
    mkdirSync(folder, { recursive: true });
    unpack(join(out, `broadside-${v}.zip`), folder);
    expect(JSON.parse(readFileSync(join(folder, 'system.json'), 'utf8'))).toEqual(manifest);
    expect(await checkSystemFolder(folder, { installed: true })).toEqual([]);
    // A release never carries the live tests (they come only with --with-live-tests).
    expect(manifest.esmodules).toEqual(['broadside.mjs']);
    expect(readdirSync(folder).filter((name) => name.startsWith('live-tests'))).toEqual([]);
    for (const file of [
      'broadside.mjs',
      'broadside.mjs.map',
      'README.md',
      'LICENSE',
      'lang/de.json',
      'templates/actor/ship-sheet.hbs',
    ]) {
      expect(existsSync(join(folder, file)), file).toBe(true);
    }
  }, 240_000);

  it('refuses a tag the versions and the changelog do not carry', () => {
    expect(tagProblems(clone, 'release-1')).toEqual(['the tag release-1 is not v<major>.<minor>.<patch>']);
    const problems = tagProblems(clone, 'v9.9.9');
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /package\.json is at .*system\.json is at .*CHANGELOG\.md has no section "## \[9\.9\.9\]/s,
    );
    expect(run('node', ['tools/release.mjs', 'v9.9.9', '--out', join(scratch, 'refused')]).status).toBe(1);
    expect(existsSync(join(scratch, 'refused'))).toBe(false);
  });

  it('after a bump with nothing under Unreleased, the build refuses until the changelog says what changed', () => {
    // The repository's own Unreleased section lists this round's work; the clone starts with it empty.
    const log = join(clone, 'CHANGELOG.md');
    writeFileSync(
      log,
      readFileSync(log, 'utf8').replace(/## \[Unreleased\]\n[\s\S]*?(?=\n## \[)/, '## [Unreleased]\n'),
    );
    const before = readFileSync(join(clone, 'system.json'), 'utf8');
    const next = bump(clone, 'minor', '2026-12-01');
    expect(version()).toBe(next);
    const after = readFileSync(join(clone, 'system.json'), 'utf8');
    // Only the version and the download link change; the file keeps its layout.
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual([
      `  "version": "${next}",`,
      expect.stringContaining(`/releases/download/v${next}/broadside-${next}.zip",`),
    ]);
    const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect([lock.version, lock.packages['']!.version]).toEqual([next, next]);
    expect(readFileSync(join(clone, 'CHANGELOG.md'), 'utf8')).toContain(
      `## [Unreleased]\n\n## [${next}] - 2026-12-01\n`,
    );

    const refused = run('node', ['tools/build.mjs']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(`CHANGELOG.md's section for ${next} lists no change`);
    expect(tagProblems(clone, `v${next}`)).toEqual([`CHANGELOG.md's section for ${next} lists no change`]);

    const changelog = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8');
    writeFileSync(
      join(clone, 'CHANGELOG.md'),
      changelog.replace(`## [${next}] - 2026-12-01\n`, `## [${next}] - 2026-12-01\n\n### Fixed\n\n- A test entry.\n`),
    );
    expect(tagProblems(clone, `v${next}`)).toEqual([]);
  });

  it('the build refuses package.json and system.json at different versions', () => {
    const path = join(clone, 'package.json');
    const pkg = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
    writeFileSync(path, JSON.stringify({ ...pkg, version: '7.7.7' }, null, 2));
    const refused = run('node', ['tools/build.mjs']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('differs from package.json 7.7.7');
  });
});
