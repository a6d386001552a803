import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // antd tables render slowly in jsdom when the whole suite shares two cores.
    testTimeout: 20_000,
    setupFiles: ['src/test/testing-library-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
