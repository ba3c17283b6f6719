import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HIGH_SEAS_DECISIONS } from '../../../src/rules/highseas';

const ROOT = join(__dirname, '../../..');

/** Every High Seas id cited as "decision <id>" or in a list "decisions <id>, <id> and <id>", over line breaks. */
function citedIds(): Set<string> {
  const ids = new Set<string>();
  for (const dir of ['src', 'test', 'templates']) {
    const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.(ts|hbs)$/.test(f) && !f.endsWith('decisions.ts'),
    );
    for (const file of files) {
      const text = readFileSync(join(ROOT, dir, file), 'utf8').replace(/\n\s*(\*|\/\/)\s*/g, ' ');
      for (const m of text.matchAll(/decisions? ((?:(?:hs|gurps)-[a-z0-9-]+(?:, | and )?)+)/gi)) {
        for (const id of m[1]!.split(/, | and /)) if (id) ids.add(id.replace(/-$/, ''));
      }
    }
  }
  return ids;
}

describe('High Seas decisions', () => {
  it('gives every decision a unique id, a rule and a text', () => {
    const ids = HIGH_SEAS_DECISIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of HIGH_SEAS_DECISIONS) {
      expect(d.id).toMatch(/^(hs|gurps)-[a-z0-9-]+$/);
      expect(d.rule.length).toBeGreaterThan(0);
      expect(d.decision.length).toBeGreaterThan(20);
    }
  });

  it('holds every decision the code cites, and each of its decisions is cited', () => {
    const ids = new Set(HIGH_SEAS_DECISIONS.map((d) => d.id));
    const cited = citedIds();
    expect([...cited].filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].filter((id) => !cited.has(id))).toEqual([]);
  });
});
