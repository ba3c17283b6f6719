/**
 * The GitHub workflows, validated against GitHub's own workflow schema (the one its Actions
 * parser, @actions/workflow-parser, checks a workflow file with), and read for what they must do:
 * CI runs .ci/run on pushes and pull requests; a version tag runs the README's test command, then
 * only the release script, and publishes the two files it writes.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/render';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { tags?: string[] } | null>;
  jobs: Record<string, { steps: Step[]; container?: string }>;
}

/**
 * Every problem GitHub's parser finds in a workflow (tools/workflow-check.mjs, run in Node: the
 * parser loads its schema in a way only Node's module hooks there can serve).
 */
function problems(name: string, content?: string): string[] {
  const file =
    content === undefined
      ? join(ROOT, '.github', 'workflows', name)
      : join(mkdtempSync(join(tmpdir(), 'broadside-wf-')), name);
  if (content !== undefined) writeFileSync(file, content);
  const run = spawnSync(process.execPath, [join(ROOT, 'tools', 'workflow-check.mjs'), '--json', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.stdout.trim() === '') throw new Error(run.stderr);
  return Object.values(JSON.parse(run.stdout) as Record<string, string[]>).flat();
}

const read = (file: string) => readFileSync(join(ROOT, '.github', 'workflows', file), 'utf8');
const load = async (file: string) => {
  const { load: yaml } = await import('js-yaml');
  return yaml(read(file)) as Workflow;
};

describe('the workflow schema check', () => {
  it('finds the faults of a broken workflow (so a clean result means something)', () => {
    const bad = problems('bad.yml', 'on: pusj\njobs:\n  a:\n    steps: 3\n').join('\n');
    expect(bad).toContain("Unexpected value 'pusj'");
    expect(bad).toContain('Required property is missing: runs-on');
    expect(
      problems(
        'both.yml',
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: x\n        uses: y\n',
      ),
    ).not.toEqual([]);
    expect(
      problems(
        'expr.yml',
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secrets. }}\n',
      ),
    ).not.toEqual([]);
  });
});

describe.each(['ci.yml', 'release.yml'])('.github/workflows/%s', (file) => {
  it("validates against GitHub's workflow schema", () => {
    expect(problems(file)).toEqual([]);
  });
});

describe('CI', () => {
  it('runs .ci/run on every push and pull request, saying it has no rules texts beside it', async () => {
    const workflow = await load('ci.yml');
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const run = steps.filter((s) => s.run);
    expect(run).toHaveLength(1);
    expect(run[0]!.run).toBe('bash .ci/run');
    expect(run[0]!.env).toEqual({ BROADSIDE_NO_RULES_TEXTS: '1' });
    expect(read('ci.yml')).toMatch(/^# .*\.\.\/shared/m);
  });
});

describe('Release', () => {
  it("runs on a version tag: the README's test command, then only the release script, then publishes its two files", async () => {
    const workflow = await load('release.yml');
    expect(Object.keys(workflow.on)).toEqual(['push']);
    expect(workflow.on.push?.tags).toEqual(['v*.*.*']);
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm test\s/m);
    expect(runs.indexOf('npm test')).toBeGreaterThan(runs.findIndex((r) => r.startsWith('npm ci')));
    expect(runs.at(-1)).toBe('node tools/release.mjs "$GITHUB_REF_NAME"');
    expect(runs.indexOf('npm test')).toBeLessThan(runs.length - 1);
    const publish = steps.at(-1)!;
    expect(publish.uses).toMatch(/^softprops\/action-gh-release@v\d+$/);
    expect(publish.with?.files?.trim().split('\n')).toEqual(['release/system.json', 'release/broadside-*.zip']);
  });
});
