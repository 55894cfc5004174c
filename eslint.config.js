import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Dependencies point one way (DESIGN.md): web -> contracts, domain; server -> contracts, domain, db;
// db -> domain; contracts -> domain; domain imports nothing of ours.
const forbid = (...packages) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: packages.map((name) => ({
        group: [`@stonetool/${name}`, `@stonetool/${name}/*`],
        message: `This layer may not import @stonetool/${name} (see DESIGN.md, dependencies point one way).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Type-aware promise rules on every TypeScript file of apps and packages, tests included:
  // building the programs is most of the cost, so fewer files saves little (decision 100).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  { files: ['packages/domain/**'], rules: forbid('contracts', 'db', 'server', 'web') },
  { files: ['packages/contracts/**'], rules: forbid('db', 'server', 'web') },
  { files: ['packages/db/**'], rules: forbid('contracts', 'server', 'web') },
  { files: ['apps/server/**'], rules: forbid('web') },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('db', 'server') },
  },
  // Command-line entry points and benchmarks talk to the terminal.
  {
    files: ['**/cli.ts', 'bench/**', 'apps/server/src/main.ts', 'packages/db/src/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
