// Vitest as `npm run mutate` runs it: the rules engine's tests only (test/rules), nothing that
// needs the build, the packs or a browser. `npm test` keeps using vitest.config.ts.
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

/**
 * Stryker stops a run at the first failing test, and a mutant in a module's top-level code (a
 * table, the decisions list) runs every test. So the files that failed last run first (the one
 * that killed the last mutant of a table likely kills the next), then the quickest first: the
 * long property tests run only for a mutant nothing quicker catches.
 */
class QuickFirst extends BaseSequencer {
  async sort(files) {
    const cache = this.ctx.cache;
    const key = (spec) => `${spec.project.name}:${spec.moduleId.slice(this.ctx.config.root.length + 1)}`;
    const rank = (spec) => {
      const results = cache.getFileTestResults(key(spec));
      const size = cache.getFileStats(key(spec))?.size ?? 0;
      return { failed: results?.failed ? 0 : 1, duration: results?.duration ?? Number.MAX_SAFE_INTEGER, size };
    };
    const ranks = new Map(files.map((f) => [f, rank(f)]));
    return [...files].sort((a, b) => {
      const ra = ranks.get(a);
      const rb = ranks.get(b);
      return ra.failed - rb.failed || ra.duration - rb.duration || ra.size - rb.size;
    });
  }
}

export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // Instrumented code runs slower: the longest property test needs more than the usual 30 s.
    testTimeout: 180_000,
    sequence: { sequencer: QuickFirst },
  },
});
