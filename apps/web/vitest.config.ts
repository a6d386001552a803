import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // antd tables render slowly in jsdom when the whole suite shares two cores.
    testTimeout: 20_000,
    // Files share a worker's modules and document (Testing Library unmounts after every test):
    // importing antd and the app once per worker instead of once per file is several times faster.
    isolate: false,
    setupFiles: ['src/test/testing-library-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
