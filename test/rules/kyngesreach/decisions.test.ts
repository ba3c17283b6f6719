import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KYNGESREACH_DECISIONS, kyngesreachDecision } from '../../../src/rules/kyngesreach';

const ROOT = join(__dirname, '../../..');

/** Every Kyngesreach id cited as "decision kr-..." or "decisions kr-... and kr-..." in the engine and its tests. */
function citedIds(): Set<string> {
  const ids = new Set<string>();
  for (const dir of ['src/rules/kyngesreach', 'test/rules/kyngesreach', 'src/modules/kyngesreach', 'test/modules']) {
    const files = readdirSync(join(ROOT, dir), { encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('decisions.ts'),
    );
    for (const file of files) {
      const text = readFileSync(join(ROOT, dir, file), 'utf8').replace(/\n\s*(\*|\/\/)\s*/g, ' ');
      for (const m of text.matchAll(/decisions? ((?:kr-[a-z0-9-]+(?:, | and )?)+)/g)) {
        for (const id of m[1]!.split(/, | and /)) if (id) ids.add(id.replace(/-$/, ''));
      }
    }
  }
  return ids;
}

describe('Kyngesreach decisions', () => {
  it('gives every decision a unique id, a rule and a text', () => {
    const ids = KYNGESREACH_DECISIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of KYNGESREACH_DECISIONS) {
      expect(d.id).toMatch(/^kr-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.rule).toMatch(/^G[12] /);
      expect(d.decision.length).toBeGreaterThan(40);
    }
    expect(kyngesreachDecision('kr-tie')?.rule).toBe('G1 wind gauge');
    expect(kyngesreachDecision('kr-none')).toBeUndefined();
  });

  it('holds every decision the engine cites, and each of its decisions is cited', () => {
    const ids = new Set(KYNGESREACH_DECISIONS.map((d) => d.id));
    const cited = citedIds();
    expect([...cited].filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].filter((id) => !cited.has(id))).toEqual([]);
  });

  it('answers each open place the issue names', () => {
    for (const id of [
      'kr-weather-sense',
      'kr-contest',
      'kr-rigging-hit',
      'kr-band-edges',
      'kr-class-ranges',
      'kr-called-location',
      'kr-mast-penetration',
      'kr-critical-dr',
      'kr-damage-modifier',
      'kr-readiness',
      'kr-masts-lost',
      'kr-critical-gunner',
      'kr-range-change',
      'kr-cap-rounding',
      'kr-reload-start',
    ]) {
      expect(kyngesreachDecision(id), id).toBeDefined();
    }
  });
});
