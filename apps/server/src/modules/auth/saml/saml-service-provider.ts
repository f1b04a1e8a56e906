import { randomBytes } from 'node:crypto';
import {
  type CacheProvider,
  SAML,
  type SamlConfig,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { SamlSettings } from '../../../config.ts';

/** Why a provider's response was refused, as the message id the patron is shown. */
export type SamlRefusalReason =
  | 'SamlAssinaturaInvalida'
  | 'SamlForaDoPrazo'
  | 'SamlAudienciaInvalida'
  | 'SamlLoginInvalido'
  | 'SamlRespostaReutilizada'
  | 'SamlFalhou';

export class SamlRefusal extends Error {
  constructor(
    readonly reason: SamlRefusalReason,
    detail: string,
  ) {
    super(detail);
  }
}

/** What a valid response says, once node-saml has checked its signature, audience and time window. */
export type SamlAssertion = {
  /** The patron's login or registration number: the configured attribute, else the NameID. */
  loginName: string | null;
  /** The AuthnRequest this answers (checked against the login in flight). */
  inResponseTo: string | null;
  /**
   * The assertion's id, remembered so it is never accepted again. Always under a checked signature
   * (its own or the response's); a replay in a fresh, unsigned response still carries it.
   */
  assertionId: string;
  /** When the assertion stops being valid anyway: how long to remember its ids. */
  expiresAt: Date;
};

/**
 * The institution's SAML identity provider seen from here (ADR 077), via node-saml: AuthnRequests
 * by HTTP-Redirect, responses by HTTP-POST to our assertion consumer service. Only answers to our
 * own requests are accepted (no IdP-initiated login), so each must name a request id still stored.
 */
export type SamlServiceProvider = {
  /** The provider's address for a new AuthnRequest carrying `relayState`, and that request's id. */
  start(relayState: string): Promise<{ url: string; requestId: string }>;
  /** Checks a posted `SAMLResponse`; throws SamlRefusal when it must not log anyone in. */
  finish(samlResponse: string): Promise<SamlAssertion>;
  /** Our metadata for the provider's administrators. */
  metadata(): string;
};

export function createSamlServiceProvider(
  settings: SamlSettings,
  options: { acsUrl: string; requestStore: CacheProvider; requestTtlSeconds: number },
): SamlServiceProvider {
  const config: SamlConfig = {
    entryPoint: settings.entryPoint,
    issuer: settings.entityId,
    audience: settings.entityId,
    callbackUrl: options.acsUrl,
    idpCert: settings.idpCerts,
    wantAuthnResponseSigned: settings.signed !== 'assertion',
    wantAssertionsSigned: settings.signed !== 'response',
    acceptedClockSkewMs: settings.clockSkew * 1000,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: options.requestTtlSeconds * 1000,
    cacheProvider: options.requestStore,
    // Which NameID format to use is the provider's choice; the login may come from an attribute.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  };
  const verifier = new SAML(config);

  return {
    async start(relayState) {
      const requestId = `_${randomBytes(20).toString('hex')}`;
      // A request of its own so its id is known here and can be tied to the login in flight.
      const saml = new SAML({ ...config, generateUniqueId: () => requestId });
      return { url: await saml.getAuthorizeUrlAsync(relayState, undefined, {}), requestId };
    },

    async finish(samlResponse) {
      let profile;
      try {
        ({ profile } = await verifier.validatePostResponseAsync({ SAMLResponse: samlResponse }));
      } catch (error) {
        throw refusalFor(error);
      }
      if (!profile?.getAssertion) throw new SamlRefusal('SamlFalhou', 'no assertion');
      if (settings.idpIssuer && profile.issuer !== settings.idpIssuer) {
        throw new SamlRefusal('SamlAssinaturaInvalida', `unexpected issuer ${profile.issuer}`);
      }
      const assertion = profile.getAssertion() as {
        Assertion: { $: { ID: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] };
      };
      const notOnOrAfter = assertion.Assertion.Conditions?.[0]?.$?.NotOnOrAfter;
      const until = notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN;
      return {
        loginName: settings.loginAttribute
          ? firstText(
              profile.attributes && (profile.attributes as Record<string, unknown>)[settings.loginAttribute],
            )
          : firstText(profile.nameID),
        inResponseTo: typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null,
        assertionId: assertion.Assertion.$.ID,
        expiresAt: new Date(
          (Number.isFinite(until) ? until : Date.now() + options.requestTtlSeconds * 1000) +
            settings.clockSkew * 1000,
        ),
      };
    },

    metadata() {
      return verifier.generateServiceProviderMetadata(null, null);
    },
  };
}

function firstText(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : null;
}

/** node-saml says why in English prose; the patron gets one of a few translated reasons. */
function refusalFor(error: unknown): SamlRefusal {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof SamlStatusError) return new SamlRefusal('SamlFalhou', detail);
  if (/signature/i.test(detail)) return new SamlRefusal('SamlAssinaturaInvalida', detail);
  if (/expired|not yet valid|subject confirmation/i.test(detail))
    return new SamlRefusal('SamlForaDoPrazo', detail);
  if (/audience/i.test(detail)) return new SamlRefusal('SamlAudienciaInvalida', detail);
  if (/InResponseTo/i.test(detail)) return new SamlRefusal('SamlLoginInvalido', detail);
  return new SamlRefusal('SamlFalhou', detail);
}
