import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test/output/**', 'packs/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  {
    // Prettier wraps code at 120; this holds comments to the same width (long strings may run on).
    files: ['**/*.{ts,js,mjs}'],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.rules.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // No pre-v13 Foundry API may slip in: anything the v13 types mark deprecated is an error.
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The rules engine must stay free of Foundry: no imports from outside src/rules.
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../../*', '!../../rules/*', 'fvtt-types*'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
