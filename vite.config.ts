import { defineConfig } from 'vite';

// Builds the one ES module Foundry loads; templates, styles, lang and packs are copied by tools/build.mjs.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: 'src/broadside.ts',
      formats: ['es'],
      fileName: () => 'broadside.mjs',
    },
  },
});
