/**
 * The part of the Quench module's API the live tests use, declared here in our own words (Quench's
 * own type package is not a dependency). Read from its public README
 * (https://github.com/Ethaks/FVTT-Quench#readme: "Register a test batch", the `quenchReady` hook)
 * and its API pages (https://ethaks.github.io/FVTT-Quench/classes/quench.Quench.html: registerBatch
 * and runBatches). What they say:
 * - `quench.registerBatch(key, registrationFunction, { displayName })` registers a batch; the key
 *   is `<package>.<identifier>`, and one registered again under the same key replaces the first.
 * - The registration function runs only when a run begins; it receives a context holding Mocha's
 *   `describe`, `it`, `before`, `after`, `beforeEach`, `afterEach` and Chai's `assert`, `expect`.
 * - The `quenchReady` hook passes the Quench instance; it fires in Quench's `setup` hook, after
 *   `init`. Quench 0.5 calls it deprecated but still fires it; the `quench` global it names instead
 *   exists from `init` on, so a module loaded before `setup` can wait for either.
 * A test's function is Mocha's: `this` is the runner's context (timeout, skip), and a returned
 * promise is awaited.
 */

/** What a test or hook function sees as `this`. */
export interface LiveTestContext {
  /** Gives this test (or hook) longer than Mocha's default 2 s. */
  timeout(ms: number): void;
  /** Ends the test as skipped: the world lacks what it needs (said in the reason logged). */
  skip(): never;
}

export type LiveTestFunction = (this: LiveTestContext) => void | Promise<void>;

/** Chai's assert, only the assertions the batches use. */
export interface LiveAssert {
  ok(value: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  equal<T>(actual: T, expected: T, message?: string): void;
  strictEqual<T>(actual: T, expected: T, message?: string): void;
  notEqual<T>(actual: T, expected: T, message?: string): void;
  deepEqual<T>(actual: T, expected: T, message?: string): void;
  include(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  notInclude(haystack: string | readonly unknown[], needle: unknown, message?: string): void;
  isAbove(value: number, above: number, message?: string): void;
  isAtLeast(value: number, atLeast: number, message?: string): void;
  isString(value: unknown, message?: string): void;
  isUndefined(value: unknown, message?: string): void;
  lengthOf(value: { length: number }, length: number, message?: string): void;
  fail(message?: string): never;
}

/** The context a batch's registration function receives. */
export interface QuenchBatchContext {
  describe: (title: string, fn: () => void) => void;
  it: (title: string, fn: LiveTestFunction) => void;
  before: (fn: LiveTestFunction) => void;
  after: (fn: LiveTestFunction) => void;
  beforeEach: (fn: LiveTestFunction) => void;
  afterEach: (fn: LiveTestFunction) => void;
  assert: LiveAssert;
}

export type QuenchBatchKey = `${string}.${string}`;

export interface QuenchRegisterBatchOptions {
  /** The batch's name in Quench's window and its reports. */
  displayName?: string;
  /** Whether the batch is ticked when the window opens (Quench's default: true). */
  preSelected?: boolean;
}

export interface Quench {
  registerBatch(
    key: QuenchBatchKey,
    fn: (context: QuenchBatchContext) => void,
    options?: QuenchRegisterBatchOptions,
  ): void;
}

declare module 'fvtt-types/configuration' {
  namespace Hooks {
    interface HookConfig {
      /** Quench is ready for batches (fired in its `setup` hook with the Quench instance). */
      quenchReady: (quench: Quench) => void;
    }
  }
}
