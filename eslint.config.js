import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/ (ARCHITECTURE.md, "Layers"): each folder names the folders it must not import.
 * Arrows point down only: app → chat → machines → conversation/language → api → contract; chat renders
 * the conversation from conversation/ types and never reaches into a machine; the server reaches only
 * contract, ml, content and language, never client code.
 */
const layers = {
  app: ['server'],
  chat: ['app', 'machines', 'server'],
  machines: ['app', 'chat', 'server'],
  conversation: ['app', 'chat', 'machines', 'server'],
  language: ['app', 'chat', 'machines', 'conversation', 'api', 'server', 'ml', 'content'],
  api: ['app', 'chat', 'machines', 'conversation', 'language', 'server'],
  ml: ['app', 'chat', 'machines', 'conversation', 'language', 'api', 'server', 'content'],
  content: ['app', 'chat', 'machines', 'conversation', 'language', 'api', 'server', 'ml'],
  contract: ['app', 'chat', 'machines', 'conversation', 'language', 'api', 'server', 'ml', 'content'],
  server: ['app', 'chat', 'machines', 'conversation', 'api'],
};
const zones = Object.entries(layers).flatMap(([layer, forbidden]) =>
  forbidden.map((other) => ({
    target: `./src/${layer}`,
    from: `./src/${other}`,
    message: `${layer}/ must not import ${other}/: imports point down the layers (ARCHITECTURE.md).`,
  })),
);

// Inside the server: providers (SMS, storage, weather) are what services stand on, never the other way.
zones.push({
  target: './src/server/providers',
  from: './src/server/services',
  message: 'providers/ must not import services/: services stand on providers (ARCHITECTURE.md).',
});

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
  // Routes validate, authorise and call a repository or service; queries live beside their domain.
  {
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Routes call a repository (services/<domain>/*-repository.ts), not Drizzle (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook of that name.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);
