import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * How tests start Chromium on any machine: `CHROMIUM_PATH` when set, Playwright's own browser when
 * it is installed (a developer's laptop), else Debian's /usr/bin/chromium (this project's CI, where
 * browsers cannot be downloaded). The flags keep a root, headless, offline Chromium quiet.
 */
export function chromiumLaunchOptions() {
  const ownBrowser = (() => {
    try {
      const candidate = chromium.executablePath();
      return existsSync(candidate) ? candidate : undefined;
    } catch {
      return undefined;
    }
  })();
  const executablePath = process.env.CHROMIUM_PATH ?? ownBrowser ?? '/usr/bin/chromium';
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
