import { describe, expect, it } from 'vitest';
import { defineBattleSchema } from '../../../src/data/battle';
import { emptyBattle } from '../../../src/data/battle-data';

// The battle's schema holds the module's turn field at its stored path, as the entry registers it
// (test/support/setup.ts registers the same part), so stored battles load without a migration.
describe("Salt'n'Tar's part of a battle", () => {
  const field = (defineBattleSchema() as unknown as Record<string, { options: Record<string, unknown> }>).sequence;

  it('keeps the turn at system.sequence, empty until the turn begins', () => {
    expect(field).toBeDefined();
    expect(field!.options.initial).toBeNull();
    expect(emptyBattle().sequence).toBeNull();
  });

  it('refuses a stored turn that is no Salt’n’Tar turn', () => {
    const validate = field!.options.validate as (v: unknown) => boolean;
    expect(validate(null)).toBe(true);
    expect(validate({ phase: 'nonsense', round: -1 })).toBe(false);
    expect(validate('a string')).toBe(false);
  });
});
