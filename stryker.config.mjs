// `npm run mutate`: mutation testing of the rules engine (src/rules) against its own tests
// (test/rules). Not part of `npm test` nor of CI. Reports go to reports/mutation/ (gitignored).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.mjs', related: false },
  mutate: ['src/rules/**/*.ts', '!src/rules/**/index.ts'],
  // Mutants that do not compile are dropped before any test runs for them.
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.rules.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'test/output', 'reports'],
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};
