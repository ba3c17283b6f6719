import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KMH_DECISIONS, kmhDecision } from '../../../src/rules/kmh';

const ROOT = join(__dirname, '../../..');
const SOURCE = join(ROOT, 'src/rules/kmh');

/** Every "decision <id>" cited in the TypeScript files of a folder (comment line breaks removed). */
function citedIds(dir: string, recursive = false): Set<string> {
  const ids = new Set<string>();
  const files = readdirSync(dir, { recursive, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('decisions.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8').replace(/\n\s*(\*|\/\/)\s*/g, ' ');
    for (const m of text.matchAll(/decisions? ([a-z0-9]+(?:-[a-z0-9]+)+)/gi)) ids.add(m[1]!);
    for (const m of text.matchAll(/decisions ([a-z0-9-]+), ([a-z0-9]+(?:-[a-z0-9]+)+)/gi)) ids.add(m[2]!);
  }
  return ids;
}

describe('the decisions list', () => {
  it('has unique ids and says something for each', () => {
    const ids = KMH_DECISIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of KMH_DECISIONS) {
      expect(d.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(d.rule.length).toBeGreaterThan(0);
      expect(d.decision.length).toBeGreaterThan(20);
    }
  });
  it('holds every decision the code and tests cite', () => {
    const cited = new Set([...citedIds(SOURCE), ...citedIds(__dirname)]);
    expect([...cited].filter((id) => !kmhDecision(id))).toEqual([]);
  });
  it('is cited somewhere in the project for every entry', () => {
    // The Foundry layer decides too (which cards a deck holds, how a card applies), so look everywhere.
    const cited = new Set([...citedIds(join(ROOT, 'src'), true), ...citedIds(join(ROOT, 'test'), true)]);
    expect(KMH_DECISIONS.map((d) => d.id).filter((id) => !cited.has(id))).toEqual([]);
  });
});
