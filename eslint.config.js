import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importZones from './tools/eslint/import-zones.js';
import noCycle from './tools/eslint/no-cycle.js';

// The house rules of docs/architecture.md, as import zones on resolved file paths (so `../x` and
// `../../features/x` are the same import): app → pages → features → components, domain, lib, content.
// Folders are relative to the repository root.
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Product files only: tests may import tests/, and product code never does. */
const productZones = [
  {
    target: ['src', 'functions/src'],
    from: 'tests',
    message: 'Product code never imports tests/: test helpers live there for tests only.',
  },
];

const zones = [
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [feature],
    message: 'Features never import each other: move what both need into components, domain or lib.',
  })),
  {
    target: ['src/pages', 'src/features', 'src/components', 'src/domain', 'src/lib', 'src/content'],
    from: 'src/app',
    message: 'Imports flow app → pages → features → shared code: nothing imports the app.',
  },
  {
    target: ['src/features', 'src/components', 'src/domain', 'src/lib', 'src/content'],
    from: 'src/pages',
    message: 'Imports flow app → pages → features → shared code: only the app imports pages.',
  },
  {
    target: ['src/components', 'src/domain', 'src/lib', 'src/content'],
    from: 'src/features',
    message: 'Shared code (components, domain, lib, content) never imports a feature.',
  },
  {
    target: 'src/domain',
    from: 'src',
    except: ['domain'],
    message: 'The domain is pure: it imports only the domain.',
  },
  {
    target: 'functions/src',
    from: 'src',
    except: ['domain'],
    message: 'The functions import only src/domain from the web app.',
  },
];

// Inside functions/src (docs/architecture.md, Functions): each use case imports only itself and the shared
// plumbing, and the plumbing imports no use case; index.ts, runtime.ts and sweep.ts above them may reach into
// several. Product files only: a test may drive another use case (a booking beside an inquiry). The staff
// read bookings through the booking store's readers (booking/store/), so a booking document's shape is
// written down once; never through the booking's handlers.
const functionPlumbing = ['http', 'lib', 'mail', 'chat', 'store', 'pages'];
const alsoImports = { staff: ['booking/store'] };
const functionZones = [
  {
    target: functionPlumbing.map((folder) => `functions/src/${folder}`),
    from: 'functions/src',
    except: functionPlumbing,
    message:
      "The functions' shared plumbing (http, lib, mail, chat, store, pages) never imports a use case or the wiring.",
  },
  ...['availability', 'booking', 'inquiry', 'reviews', 'staff'].map((useCase) => ({
    target: `functions/src/${useCase}`,
    from: 'functions/src',
    except: [useCase, ...functionPlumbing, ...(alsoImports[useCase] ?? [])],
    message:
      'A use case of the functions imports only itself and the shared plumbing (http, lib, mail, chat, store, pages); the staff also read the booking store.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', '.local', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // `ch` is the width of the digit 0, which differs between a web font and its metric-matched fallback
    // (by up to 20% here): a measure in ch rewraps text, and shifts the layout, when the font swaps in.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/\\d(\\.\\d+)?ch\\b/], Literal[value=/^\\d+(\\.\\d+)?ch$/]',
          message: 'Measure in em, not ch: ch changes when the web font swaps in (see src/app/fonts.css).',
        },
      ],
    },
  },
  {
    // The site's schemas take zod from src/domain/zod.ts, which sets it up before any schema is built; its links
    // come from src/components/Link.tsx, which leaves out an attribute that only weighs on every page's HTML.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/zod.ts', 'src/components/Link.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Import z from src/domain/zod.ts: it makes zod jitless first (the CSP).' },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Import Link from src/components/Link.tsx: no data-discover in the HTML (issue #44).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { house: { rules: { 'import-zones': importZones } } },
    rules: {
      'house/import-zones': ['error', { root: import.meta.dirname, zones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'house/import-zones': ['error', { root: import.meta.dirname, zones: [...zones, ...productZones] }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'house/import-zones': [
        'error',
        { root: import.meta.dirname, zones: [...zones, ...functionZones, ...productZones] },
      ],
    },
  },
  {
    // No import cycle in the product code of the site or the functions (docs/architecture.md), type-only
    // imports included: a cycle through a type still ties two modules to each other (tools/eslint/no-cycle.js).
    // Tests import product code, never the other way.
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { cycles: { rules: { 'no-cycle': noCycle } } },
    rules: { 'cycles/no-cycle': 'error' },
  },
);
