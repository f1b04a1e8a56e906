import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test as base } from '@playwright/test';

/** The schemes with baselines; the others are covered by axe and the token contrast test. */
const schemes = ['neo', 'dark', 'high-contrast'] as const;

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const index = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', 'storybook-static', 'index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };

/** Every story, unless tagged `no-visual` (for stories whose pixels depend on the clock or the network). */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
);

type StoryRender = { id: string; phase?: string };
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { storyRenders?: StoryRender[] };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

const port = Number(process.env.VISUAL_PORT ?? 6108);

/**
 * One page per worker: Storybook's preview loads once, then each test switches story over the
 * preview's channel, as the manager does. That is several times faster than a page load per story.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      // a11y.manual skips addon-a11y's own axe pass: the story tests run axe, this run takes pictures.
      await page.goto(`http://127.0.0.1:${port}/iframe.html?viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__));
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, storyId: string): Promise<string | undefined> {
  await page.evaluate((id) => {
    const root = document.documentElement;
    root.setAttribute('data-scheme', 'neo');
    (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
      storyId: id,
      viewMode: 'story',
    });
  }, storyId);
  await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find((r) => r.id === id);
    return ['completed', 'finished', 'errored', 'aborted'].includes(render?.phase ?? '');
  }, storyId);
  return page.evaluate(
    (id) => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyRenders?.find((r) => r.id === id)?.phase,
    storyId,
  );
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ preview }) => {
    const phase = await showStory(preview, story.id);
    expect(phase, 'the story renders and its play function passes').not.toBe('errored');
    await preview.evaluate(() => document.fonts.ready);

    // One render, three schemes: switch the attribute like the axe matrix does.
    for (const scheme of schemes) {
      await preview.evaluate((value) => {
        document.documentElement.setAttribute('data-scheme', value);
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, scheme);
      await expect(preview).toHaveScreenshot(`${story.id}--${scheme}.png`, { fullPage: true });
    }
  });
}
