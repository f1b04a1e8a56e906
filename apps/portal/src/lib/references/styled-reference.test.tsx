import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { styledReference } from './styled-reference.tsx';

const html = (text: string) => render(<p>{styledReference(text)}</p>).container.innerHTML;

describe('styledReference', () => {
  it('keeps the style’s emphasis', () => {
    expect(html('ASSIS, M. <b>Ressurreição</b>: romance. <i>Rio</i>.')).toBe(
      '<p>ASSIS, M. <b>Ressurreição</b>: romance. <i>Rio</i>.</p>',
    );
  });

  it('never turns anything else into markup', () => {
    expect(html('<img src=x onerror=alert(1)> &amp; <script>x</script>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
});
