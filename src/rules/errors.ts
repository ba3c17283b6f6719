/**
 * The one error type of the rules engine. `code` is stable (the Foundry layer localises it as
 * `BROADSIDE.Errors.<code>`); `message` is a plain English sentence for logs and tests.
 */
export class RulesError extends Error {
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
    this.details = details;
  }
}

/** Throws unless `value` is an integer within [min, max]. */
export function requireInteger(name: string, value: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RulesError(
      'InvalidNumber',
      `${name} must be a whole number from ${min} to ${max}; got ${String(value)}.`,
      { name, value, min, max },
    );
  }
  return value;
}
