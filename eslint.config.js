import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (ARCHITECTURE.md, "Layers"): each folder names the folders it MAY import, so a new
 * folder is closed to every layer until a line here opens it. Arrows point down only: app → chat →
 * machines → conversation/language → api → contract; chat renders the conversation from conversation/
 * types and never reaches into a machine; the server reaches only contract, ml, content and language,
 * never client code.
 */
const layers = {
  app: ['chat', 'machines', 'conversation', 'language', 'api', 'ml', 'contract'],
  chat: ['conversation', 'language', 'api', 'ml', 'contract'],
  machines: ['conversation', 'language', 'api', 'ml', 'contract'],
  conversation: ['language', 'api', 'ml', 'contract'],
  api: ['contract', 'ml'],
  language: ['contract'],
  ml: ['contract'],
  content: ['contract'],
  contract: [],
  server: ['contract', 'ml', 'content', 'language'],
};
// A folder of src/ that is in no layer would be free to import anything: name it above first.
const unplaced = readdirSync('src', { withFileTypes: true }).filter(
  (entry) => !(entry.isDirectory() && entry.name in layers),
);
if (unplaced.length > 0) {
  throw new Error(
    `src/${unplaced[0].name} is in no layer: add it to \`layers\` in eslint.config.js (ARCHITECTURE.md).`,
  );
}
const zones = Object.entries(layers).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [layer, ...allowed].map((folder) => `./${folder}`),
  message: `${layer}/ may import only ${allowed.join(', ') || 'nothing else in src'}: imports point down the layers (ARCHITECTURE.md).`,
}));

// Inside the server: providers (SMS, storage, weather) are what services stand on, never the other way.
zones.push({
  target: './src/server/providers',
  from: './src/server/services',
  message: 'providers/ must not import services/: services stand on providers (ARCHITECTURE.md).',
});

// Inside the machines: a flow imports its own folder and the shared machine helpers (machines/shared/),
// never another flow; the shared helpers import no flow.
const flows = readdirSync('src/machines/flows', { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);
for (const { name } of flows) {
  zones.push({
    target: `./src/machines/flows/${name}`,
    from: './src/machines/flows',
    except: [`./${name}`],
    message: `A flow never imports another flow: move what flows share into src/machines/shared/ (ARCHITECTURE.md).`,
  });
}
zones.push({
  target: './src/machines/shared',
  from: './src/machines/flows',
  message: 'machines/shared/ is what flows stand on: it never imports a flow (ARCHITECTURE.md).',
});

/** Where Drizzle may build queries (the allow-list of the rule below). */
const drizzleAllowed = ['src/server/db/**', 'src/server/**/*-repository.ts'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'public', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layer rules read src/ only: tests and scripts may reach any layer they exercise.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Type-only imports are erased at build time, so only value imports can form a cycle that matters.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Drizzle builds queries only where queries live: the database folder (schema, migrations, helpers)
  // and the repositories beside each domain; everything else calls a repository's named functions.
  // `import type` stays allowed: a type (a column's, a table's) builds no query.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: drizzleAllowed,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message:
                'Queries live in a repository (services/<domain>/<thing>-repository.ts) or src/server/db/, not here (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook of that name.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
