/// <reference types="vite/client" />
import { schemes, zoomLevels } from '@acervo/ui';
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';

/**
 * The story × scheme × zoom axe matrix (architecture §8). addon-a11y checks each story once, in
 * the toolbar's scheme; this hook then switches the attributes on <html> to every other scheme
 * and to zoom 0 and 100 and re-runs axe on the same render, so the matrix costs axe runs, not
 * renders (and in most cells only the colour rules: see `colourRules`). Violations in any cell
 * fail the story's test.
 */
const matrixZooms = [zoomLevels[0], zoomLevels[zoomLevels.length - 1]] as const;

/**
 * The rules whose answer depends on colour. A scheme changes colours (high contrast also thickens
 * borders and drops shadows), never what is on the page, so every other rule (names, roles,
 * structure, target size) answers alike in every scheme: all rules run in the first scheme at each
 * zoom (zoom changes the layout), and only these in the other schemes.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

type A11yParameter = {
  test?: 'off' | 'todo' | 'error';
  disable?: boolean;
  config?: axe.Spec;
  options?: axe.RunOptions;
  /** As addon-a11y reads it: `include` replaces the story's body, `exclude` adds to the chrome. */
  context?: { include?: axe.ElementContext; exclude?: string[] };
};

const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * Two frames for styles to recompute after an attribute change, then the colour transitions it
 * started run out: axe must not read a colour halfway between two schemes.
 */
async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((transition) => transition.finished.catch(() => undefined)),
  );
}

function describe(violations: axe.Result[]): string {
  return violations
    .map(
      (v) =>
        `  ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    )
    .join('\n');
}

export async function runAxeMatrix(context: StoryContext): Promise<void> {
  const a11y = (context.parameters.a11y ?? {}) as A11yParameter;
  if (a11y.disable || a11y.test !== 'error' || context.viewMode !== 'story') return;
  if (context.globals.layout === 'stacked') return;

  const root = document.documentElement;
  const saved = { scheme: root.getAttribute('data-scheme'), zoom: root.getAttribute('data-zoom') };
  const failures: string[] = [];
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
  try {
    for (const [index, scheme] of schemes.entries()) {
      for (const zoom of matrixZooms) {
        root.setAttribute('data-scheme', scheme);
        root.setAttribute('data-zoom', String(zoom));
        await settle();
        const rules: axe.RunOptions = index === 0 ? {} : { runOnly: { type: 'rule', values: colourRules } };
        const result = await axe.run(
          {
            include: a11y.context?.include ?? document.body,
            exclude: [...storybookChrome, ...(a11y.context?.exclude ?? [])],
          } as axe.ElementContext,
          { ...a11y.options, ...rules, resultTypes: ['violations'] },
        );
        if (result.violations.length > 0) {
          failures.push(`scheme ${scheme}, zoom ${zoom}:\n${describe(result.violations)}`);
        }
      }
    }
  } finally {
    for (const [name, value] of [
      ['data-scheme', saved.scheme],
      ['data-zoom', saved.zoom],
    ] as const) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `axe violations in the scheme × zoom matrix of "${context.title} / ${context.name}":\n${failures.join('\n')}`,
    );
  }
}

/** Only under vitest (CLI or Storybook's test panel): browsing stories stays fast and steady. */
export function underVitest(): boolean {
  try {
    return import.meta.env.VITEST_STORYBOOK !== undefined;
  } catch {
    return false;
  }
}
