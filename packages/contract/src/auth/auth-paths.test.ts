import { describe, expect, it } from 'vitest';
import { isPortalPath } from './auth-paths.ts';
import { portalPathSchema } from './oidc.ts';

describe('isPortalPath', () => {
  it('takes a path inside the portal, with its query and fragment', () => {
    expect(isPortalPath('/meupergamum/renovacao?x=1#y')).toBe(true);
  });

  it.each([
    ['another site by protocol-relative address', '//evil.example/login'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'meupergamum'],
    ['an address too long to be ours', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, value) => {
    expect(isPortalPath(value)).toBe(false);
  });

  it('is the rule the wire schema applies', () => {
    expect(portalPathSchema.safeParse('//evil.example').success).toBe(false);
    expect(portalPathSchema.safeParse('/acervo/1').success).toBe(true);
  });
});
