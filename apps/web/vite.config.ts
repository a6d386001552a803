import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** The API server during development (ARCHITECTURE §3: one port in production, so no proxy there). */
const API_TARGET = 'http://127.0.0.1:8080';

const nodeModule = (names: string): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`);

export default defineConfig({
  // Brotli and gzip siblings of the output, served by the API server as they are (ARCHITECTURE §3).
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Browsers that run es2022 code preload modules natively, except Safari before 17, where a
    // missing preload costs a round trip; the polyfill would cost every first page load bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Tree-shaking of our own modules (the workspace packages declare `sideEffects: false` in their
      // package.json). Web modules declare components, hooks and constants, so a barrel such as
      // `features/auth/index.ts` does not drag a signed-in-only dialog into the login page. The first
      // matching rule wins: styles, the entry (it renders) and the signed-in providers (dayjs locale)
      // have effects; a module imported only for its effects must be listed with them.
      treeshake: {
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          {
            test: /[\\/]apps[\\/]web[\\/]src[\\/](?:main|layout[\\/]signed-in-providers)\.tsx$/,
            sideEffects: true,
          },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        // Vite 8 (rolldown) replaces `manualChunks` with code-splitting groups. Vendor code the first
        // page needs anyway (tag `$initial`) goes into long-lived chunks that change far less often
        // than ours; library code only some lazy pages use (tables, drawers, …) is left to automatic
        // chunking so the login page never downloads it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: nodeModule('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'),
              priority: 30,
            },
            {
              name: 'antd',
              test: nodeModule(
                'antd|@ant-design|@rc-component|rc-[^\\\\/]+|@babel[\\\\/]runtime|@emotion|stylis|classnames|clsx|dayjs|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|string-convert|resize-observer-polyfill|copy-to-clipboard|toggle-selection',
              ),
              priority: 20,
              tags: ['$initial'],
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              priority: 10,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
