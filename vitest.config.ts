import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

/**
 * Every story runs as a test in Chromium: it renders, its play function runs, and axe checks it
 * (`parameters.a11y.test = 'error'`). Unit tests live with each workspace (`npm test` runs both).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        optimizeDeps: {
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
        },
        test: {
          name: 'storybook',
          // A large screen's story runs axe ten times (five schemes, two zooms) after its play
          // function; beside the rest of the suite on two cores that can pass the default 15 s.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
