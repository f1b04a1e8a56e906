import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.dom.ts'],
    // jsdom role queries over react-aria widgets take seconds when the 2-core CI machine is busy.
    testTimeout: 20_000,
  },
});
