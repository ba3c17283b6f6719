import { defineConfig } from 'vite';

// Builds the one ES module Foundry loads; templates, styles, lang and packs are copied by tools/build.mjs.
// Minified with its source map beside it. In library mode Vite leaves the whitespace of an ES bundle
// alone (`build.minify`), so the bundler's own output minifier is switched on as well. Its comments go
// too: the pure-call marks a library keeps for the next bundler's tree-shaking serve no one here, as
// Foundry loads this file as it is. The size is held to a budget by test/system/bundle.test.ts.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: 'es2022',
    lib: {
      entry: 'src/broadside.ts',
      formats: ['es'],
      fileName: () => 'broadside.mjs',
    },
    rolldownOptions: { output: { minify: true, comments: false } },
  },
});
