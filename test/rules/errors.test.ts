import { describe, expect, it } from 'vitest';
import { RulesError, requireInteger } from '../../src/rules/errors';
import { expectRefusal } from './refusal';

describe("the engine's one error type", () => {
  it('carries a code, a message, its details and its name', () => {
    const e = new RulesError('Code', 'Said so.', { a: 1 });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'RulesError', code: 'Code', message: 'Said so.', details: { a: 1 } });
    expect(new RulesError('Code', 'Said so.').details).toEqual({});
  });
  it('requireInteger passes whole numbers within the bounds, the bounds included, and names what it refuses', () => {
    expect(requireInteger('x', 0)).toBe(0);
    expect(requireInteger('x', 3, 3, 3)).toBe(3);
    expect(requireInteger('x', Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    const e = expectRefusal(() => requireInteger('guns', 2.5, 0, 150), 'InvalidNumber', {
      name: 'guns',
      value: 2.5,
      min: 0,
      max: 150,
    });
    expect(e.message).toBe('guns must be a whole number from 0 to 150; got 2.5.');
    expectRefusal(() => requireInteger('x', 4, 0, 3), 'InvalidNumber', { value: 4, min: 0, max: 3 });
    expectRefusal(() => requireInteger('x', -1), 'InvalidNumber', { value: -1, min: 0, max: Number.MAX_SAFE_INTEGER });
    expectRefusal(() => requireInteger('x', Number.NaN), 'InvalidNumber', undefined, ['got NaN']);
  });
});
