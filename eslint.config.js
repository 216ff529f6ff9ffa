// Flat config: recommended JS + TypeScript rules (syntax only, not type-aware,
// so `npm run lint` stays fast), React hooks rules for components, the
// import direction of DESIGN §2 enforced per folder with no-restricted-imports,
// per-feature zones with eslint-plugin-import-x, and no circle of files or of server domains
// (type-only imports included) with the project's own rules in scripts/import-graph.mjs.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import { importGraphPlugin } from './scripts/import-graph.mjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '{ts,tsx,mts,cts,js,mjs}';
/** Deepest folder nesting inside an area that the import rules cover. */
const MAX_DEPTH = 8;

/** `../` repeated: the prefix a file `depth` folders below an area needs to leave it. */
const up = (count) => String.raw`(\.\./){${count}}`;

/**
 * The import rules of DESIGN §2. Imports are relative (no path aliases), so a
 * file `depth` folders below its area reaches a sibling area with exactly
 * depth+1 `../` and the repository root with depth+2 (for src/* areas).
 * Each area and depth gets one config block, because a later block's
 * no-restricted-imports options replace an earlier one's instead of merging.
 */
const areas = [
  {
    // Any file in src; the more specific areas below replace this for their folders.
    dir: 'src',
    rules: (d) => [{ regex: `^${up(d + 1)}server(/|$)`, message: 'Nothing in src may import server/.' }],
  },
  {
    dir: 'src/shared',
    rules: (d) => [
      {
        regex: `^${up(d + 1)}(lib|components|features|routes)(/|$)`,
        message: 'src/shared is used by the server too: it may not import src/lib, src/components, src/features or src/routes.',
      },
      { regex: `^${up(d + 2)}(server|sw)(/|$)`, message: 'src/shared may not import server/ or sw/.' },
      { regex: '^react(-dom)?(/|$)', message: 'src/shared is pure TypeScript: no React.' },
      { regex: `^(node:|(${builtinModules.join('|')})(/|$))`, message: 'src/shared is pure TypeScript: no Node built-ins.' },
      { regex: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)', message: 'src/shared may not import database code.' },
    ],
  },
  ...['lib', 'components'].map((name) => ({
    dir: `src/${name}`,
    rules: (d) => [
      { regex: `^${up(d + 1)}(features|routes)(/|$)`, message: `src/${name} sits below features and routes: it may not import them.` },
      { regex: `^${up(d + 2)}server(/|$)`, message: 'Nothing in src may import server/.' },
    ],
  })),
  {
    dir: 'src/features',
    rules: (d) => [
      { regex: `^${up(d + 1)}routes(/|$)`, message: 'src/features may not import src/routes.' },
      { regex: `^${up(d + 2)}server(/|$)`, message: 'Nothing in src may import server/.' },
    ],
  },
  {
    dir: 'src/routes',
    rules: (d) => [{ regex: `^${up(d + 2)}server(/|$)`, message: 'Nothing in src may import server/.' }],
  },
  {
    dir: 'server',
    rules: (d) => [
      { regex: `^${up(d + 1)}src/(?!shared/)`, message: 'server/ may import only src/shared from the client side.' },
      { regex: `^${up(d + 1)}sw(/|$)`, message: 'server/ may not import sw/.' },
    ],
  },
  {
    dir: 'sw',
    rules: (d) => [
      { regex: `^${up(d + 1)}(?!src/shared/)`, message: 'sw/ may import only src/shared (and workbox).' },
      { regex: String.raw`^(?!\.|workbox-)`, message: 'sw/ may import only workbox packages.' },
    ],
  },
];

function importDirectionBlocks() {
  const blocks = [];
  for (const area of areas) {
    for (let d = 0; d <= MAX_DEPTH; d++) {
      blocks.push({
        name: `import-direction/${area.dir}/depth-${d}`,
        files: [`${area.dir}/${'*/'.repeat(d)}*.${SOURCE}`],
        rules: { 'no-restricted-imports': ['error', { patterns: area.rules(d) }] },
      });
    }
  }
  return blocks;
}

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature imports no other feature (DESIGN §2; bulletproof-react's zones): what two features
 * share moves to src/components or src/lib, and a route composes features side by side.
 * One zone per feature, read from the folder, so a new feature is covered at once.
 */
const featureZones = FEATURES.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature may not import another feature: move what they share to src/components or src/lib, or compose them in a route.',
}));

export default defineConfig(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      'src/routeTree.gen.ts',
      'test-results/',
      'playwright-report/',
      'data/',
      'bench/results/',
      'bench/data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/typescript',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    name: 'project/globals-browser',
    files: [`src/**/*.${SOURCE}`, 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/react-hooks',
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project/globals-serviceworker',
    files: [`sw/**/*.${SOURCE}`],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    name: 'project/globals-node',
    files: [`{server,tests,scripts,bench}/**/*.${SOURCE}`, `*.${SOURCE}`],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright specs run code in the page too (addInitScript, evaluate).
    name: 'project/globals-e2e',
    files: [`tests/e2e/**/*.${SOURCE}`, `tests/helpers/e2e-*.${SOURCE}`],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...importDirectionBlocks(),
  {
    name: 'project/feature-boundaries',
    files: [`{src,server,sw}/**/*.${SOURCE}`],
    plugins: { 'import-x': importX, medbook: importGraphPlugin },
    settings: {
      // The imported modules are read as TypeScript too (no-cycle follows them).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
      // Dependencies point one way (issue 38), type-only and dynamic imports included: one graph of
      // src, server and sw (scripts/import-graph.mjs) finds circles of files and of server domains.
      // It replaces import-x/no-cycle, which skipped type-only imports.
      'medbook/no-file-circle': 'error',
      'medbook/no-domain-circle': 'error',
    },
  },
);
