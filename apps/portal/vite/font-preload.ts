import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the fonts every page shows (the Latin subset of the variable
 * Atkinson Hyperlegible Next, which covers Portuguese, English and Spanish), so the browser fetches
 * them with the page rather than after the CSS that names them: text is drawn once, in its face.
 * The Latin Extended subset still loads only when a page needs its characters (unicode-range).
 */
export function fontPreload(pattern: RegExp): Plugin {
  return {
    name: 'acervo:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => pattern.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
