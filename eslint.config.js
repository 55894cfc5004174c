import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

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

// A web feature imports only components/, lib/ and itself (DESIGN.md), without exceptions; a
// hand-off to another feature goes through a named module in lib/ (decision 098).
const WEB_FEATURES = 'apps/web/src/features';
const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, WEB_FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB_FEATURES}/${feature}`,
    from: WEB_FEATURES,
    except: [`./${feature}`],
    message: 'A feature imports only components/, lib/ and itself; hand-offs go through a module in lib/.',
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: WEB_FEATURES,
    message: 'components/ and lib/ sit below the features and import none of them.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  // typescript-eslint's syntax rules. Its type-aware set (recommendedTypeChecked) runs in
  // `npm run typecheck`, through oxlint's tsgolint on the compiler's own programs (.oxlintrc.json,
  // decision 134).
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['packages/domain/**'], rules: forbid('contracts', 'db', 'server', 'web') },
  { files: ['packages/contracts/**'], rules: forbid('db', 'server', 'web') },
  { files: ['packages/db/**'], rules: forbid('contracts', 'server', 'web') },
  { files: ['apps/server/**'], rules: forbid('web') },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('db', 'server'),
      'import-x/no-restricted-paths': ['error', { zones: webZones, basePath: import.meta.dirname }],
    },
  },
  // Command-line entry points and benchmarks talk to the terminal.
  {
    files: ['**/cli.ts', 'bench/**', 'apps/server/src/main.ts', 'packages/db/src/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
