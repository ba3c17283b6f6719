import { describe, it, expect } from 'vitest';
import { HIGH_SEAS_DECISIONS } from '../../../src/rules/highseas';

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

  it('records the decisions the code points to', () => {
    const ids = new Set(HIGH_SEAS_DECISIONS.map((d) => d.id));
    for (const id of ['hs-hit-points', 'hs-left-hand', 'hs-location-roll', 'hs-location-total', 'hs-weapon-stats']) expect(ids).toContain(id);
  });
});
