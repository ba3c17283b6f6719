import { expect } from 'vitest';
import { RulesError } from '../../src/rules/errors';

/** The RulesError a call throws; the test fails when the call returns or throws anything else. */
export function refusal(call: () => unknown): RulesError {
  try {
    call();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  return expect.fail('expected the call to be refused with a RulesError, but it returned');
}

/**
 * Asserts a call is refused for the reason given: the stable code the Foundry layer localises, the
 * details (those given; others may be there too), and a message that is a sentence for the log
 * (mentioning each of `mentions`, when given).
 */
export function expectRefusal(
  call: () => unknown,
  code: string,
  details?: Record<string, unknown>,
  mentions: readonly (string | number)[] = [],
): RulesError {
  const error = refusal(call);
  expect(error.code).toBe(code);
  if (details) expect(error.details).toMatchObject(details);
  expect(error.message).toMatch(/^\S.{8,}\.$/s);
  for (const m of mentions) expect(error.message).toContain(String(m));
  return error;
}

/** Asserts a call is refused as a number out of its range (requireInteger): which number, and its bounds. */
export function expectInvalidNumber(call: () => unknown, name: string, min?: number, max?: number): RulesError {
  const details: Record<string, unknown> = { name };
  if (min !== undefined) details.min = min;
  if (max !== undefined) details.max = max;
  return expectRefusal(call, 'InvalidNumber', details, [name]);
}
