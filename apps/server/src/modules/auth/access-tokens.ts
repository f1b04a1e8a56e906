import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const issuer = 'acervo';
const audience = 'acervo-api';

/** Who an access token speaks for: the portal itself (public) or a logged-in patron. */
export type AccessClaims =
  | { kind: 'public' }
  | {
      kind: 'patron';
      codPessoa: number;
      codLogin: number;
      usuario: string;
      /** The session (refresh-token family) this token belongs to. */
      sessao: string;
    };

export type VerifiedToken = AccessClaims | 'expired' | 'invalid';

/**
 * Short-lived signed access tokens (JWT, HS256; ADR 030). They are self-contained: checking one
 * costs no database round trip. What must take effect at once (logout, swap user, a password
 * change) revokes the refresh tokens, and the access token dies within its short lifetime.
 */
export type AccessTokens = {
  sign(claims: AccessClaims): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedToken>;
};

export function createAccessTokens(
  secret: Uint8Array,
  lifetimes: { patron: number; public: number },
): AccessTokens {
  return {
    async sign(claims) {
      const expiresIn = claims.kind === 'patron' ? lifetimes.patron : lifetimes.public;
      const payload =
        claims.kind === 'patron'
          ? { typ: 'patron', pes: claims.codPessoa, usr: claims.usuario, sid: claims.sessao }
          : { typ: 'public' };
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(claims.kind === 'patron' ? String(claims.codLogin) : 'public')
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${expiresIn}s`)
        .sign(secret);
      return { token, expiresIn };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, audience, algorithms: ['HS256'] });
        if (payload.typ === 'public') return { kind: 'public' };
        if (
          payload.typ === 'patron' &&
          typeof payload.pes === 'number' &&
          typeof payload.usr === 'string' &&
          typeof payload.sid === 'string' &&
          /^[0-9]+$/.test(payload.sub ?? '')
        ) {
          return {
            kind: 'patron',
            codPessoa: payload.pes,
            codLogin: Number(payload.sub),
            usuario: payload.usr,
            sessao: payload.sid,
          };
        }
        return 'invalid';
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
