import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed provider links (ADR 078): the provider's address with four parameters added,
 * `provedor`, `usuario` (the patron's code), `expira` (Unix seconds) and `assinatura`, the
 * base64url HMAC-SHA256 of `acervo-provedor-v1\n{provedor}\n{usuario}\n{expira}` under a key
 * derived from the server's secret, so the access-token key itself never signs anything else.
 */
const version = 'acervo-provedor-v1';
const params = ['provedor', 'usuario', 'expira', 'assinatura'] as const;

/** The key links are signed with: HMAC of a fixed label under the server's secret. */
export function providerLinkKey(serverSecret: Uint8Array): Buffer {
  return createHmac('sha256', serverSecret).update('acervo content provider links').digest();
}

function signature(key: Buffer, provider: string, patron: string, expires: string): string {
  return createHmac('sha256', key)
    .update(`${version}\n${provider}\n${patron}\n${expires}`)
    .digest('base64url');
}

export function signProviderLink(
  key: Buffer,
  link: { base: string; provider: string; patron: number; expiresAt: Date },
): string {
  const url = new URL(link.base);
  const expires = String(Math.floor(link.expiresAt.getTime() / 1000));
  const patron = String(link.patron);
  url.searchParams.set('provedor', link.provider);
  url.searchParams.set('usuario', patron);
  url.searchParams.set('expira', expires);
  url.searchParams.set('assinatura', signature(key, link.provider, patron, expires));
  return url.href;
}

type ProviderLinkCheck =
  | { ok: true; provider: string; patron: number; expiresAt: Date }
  | { ok: false; reason: 'incompleto' | 'assinatura' | 'expirado' };

/** What a provider does with a link: check the signature first, then the expiry. */
export function verifyProviderLink(key: Buffer, href: string, now: Date): ProviderLinkCheck {
  const query = new URL(href).searchParams;
  const [provider, patron, expires, given] = params.map((name) => query.get(name));
  if (!provider || !patron || !expires || !given || !/^\d+$/.test(patron) || !/^\d+$/.test(expires))
    return { ok: false, reason: 'incompleto' };
  const expected = Buffer.from(signature(key, provider, patron, expires));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    return { ok: false, reason: 'assinatura' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expirado' };
  return { ok: true, provider, patron: Number(patron), expiresAt };
}
