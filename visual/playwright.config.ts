import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6108);

/**
 * Local visual baselines: every story of the static Storybook in neo, dark and high contrast.
 * Baselines are committed PNGs (visual/__screenshots__). Locally a missing baseline is written;
 * in CI (CI=1) it fails, so a new story cannot slip through without its pictures.
 * Update after an intended change: `npm run test:visual:update`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI ? 'line' : 'list',
  expect: {
    // A full-page picture of a long story took over the default 5 s while the story tests ran
    // beside this suite on two cores; the comparison itself is unchanged.
    timeout: 15_000,
    toHaveScreenshot: {
      // A small tolerance absorbs anti-aliasing noise, not layout or colour changes.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // Page settings (viewport 800×600, reduced motion, pt-BR) are in the spec's worker fixture.
  use: { launchOptions: chromiumLaunchOptions() },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node visual/serve-static.ts storybook-static ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
