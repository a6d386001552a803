// ESLint flat config. Type-aware rules for all TypeScript (ARCHITECTURE §4 "quality"); the
// dependency rules of ARCHITECTURE §2 are enforced here with no-restricted-imports.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverPackages = ['@toufang/server', '@toufang/server/*'];
const sandboxPackages = ['@toufang/media-sandbox', '@toufang/media-sandbox/*'];
const wirePackages = ['@toufang/media-wire', '@toufang/media-wire/*'];

/** Relative specifiers that climb out to a sibling app, e.g. `../../server/src/x`. */
const climbsTo = (...apps) => `^(\\.\\./)+(apps/)?(${apps.join('|')})(/|$)`;

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      '**/coverage/**',
      '**/.vite/**',
      'data/**',
      'apps/server/drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked with the tsconfig.json nearest to it; the root vitest config
        // belongs to no workspace, so it gets a default program.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Async event handlers in JSX (onClick={async () => …}) are the React idiom.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Plain JS (scripts, build files) has no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests read untyped payloads (HTTP bodies, JSON) on purpose, and pass mocked methods around.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  // Layer rules (ARCHITECTURE §2): each file group gets exactly one no-restricted-imports entry,
  // because a later entry for the same file would replace, not extend, an earlier one.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverPackages, ...sandboxPackages, ...wirePackages],
              message:
                'The web app reaches the server over HTTP only; shared shapes live in @toufang/contracts and @toufang/domain.',
            },
            {
              regex: climbsTo('server', 'media-sandbox'),
              message: 'The web app must not import server or media-sandbox code.',
            },
            {
              regex: '(^|/)packages/media-wire(/|$)',
              message: 'Media wire formats stay on the server side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/media-sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverPackages,
              message:
                'The media sandbox simulates the media; it never imports the platform server.',
            },
            {
              regex: climbsTo('server'),
              message:
                'The media sandbox simulates the media; it never imports the platform server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...serverPackages,
                ...sandboxPackages,
                '@toufang/web',
                '@toufang/web/*',
                '@toufang/e2e',
              ],
              message: 'Shared packages must not depend on apps.',
            },
            {
              regex: '(^|/)apps(/|$)',
              message: 'Shared packages must not depend on apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // ARCHITECTURE §2, §9: routes are HTTP only; data access goes through the feature's service.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository(\\.[cm]?[jt]s)?$',
              message: 'Routes call services; only services use repositories.',
            },
          ],
        },
      ],
    },
  },
);
