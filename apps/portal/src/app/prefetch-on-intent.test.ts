import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch-on-intent.ts';

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

describe('prefetch on intent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('loads the code of the page a link leads to when it is pointed at or focused, once', async () => {
    const title = vi.fn(async () => ({}));
    const login = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'acervo/:codAcervo', lazy: title },
          { path: 'login', lazy: login },
        ],
      },
    ];
    stop = prefetchOnIntent(routes);
    expect(title).not.toHaveBeenCalled();

    const toTitle = link('/acervo/42');
    toTitle.dispatchEvent(new Event('pointerover', { bubbles: true }));
    toTitle.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(title).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();

    link('/login?redirect=%2F').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('ignores links that leave the portal', () => {
    const title = vi.fn(async () => ({}));
    stop = prefetchOnIntent([{ path: '/acervo/:codAcervo', lazy: title }]);
    link('https://example.org/acervo/42').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(title).not.toHaveBeenCalled();
  });
});
