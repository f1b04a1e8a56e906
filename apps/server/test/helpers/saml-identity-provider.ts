import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import { parseStringPromise, processors } from 'xml2js';

/** An AuthnRequest as the provider reads it from the HTTP-Redirect binding. */
export type AuthnRequest = { id: string; acsUrl: string; issuer: string; relayState: string | null };

export type AssertionOptions = {
  request: Pick<AuthnRequest, 'id' | 'acsUrl'>;
  /** The service provider the assertion is for (its entity id). */
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  /** When the provider says it issued the response; now by default. */
  issuedAt?: Date;
  /** How long the assertion is valid after it was issued. */
  validForSeconds?: number;
  signResponse?: boolean;
  signAssertion?: boolean;
};

/**
 * A SAML identity provider for tests: a key pair and self-signed certificate made at start, and
 * responses signed with xml-crypto as a real provider signs them (exclusive c14n, RSA-SHA256,
 * enveloped signatures after the Issuer). Shared by the server's tests and the e2e stand-in.
 */
export type SamlTestProvider = {
  entityId: string;
  /** The signing certificate (PEM), what the service provider is configured with. */
  certificate: string;
  readRequest(redirectUrl: string | URL): Promise<AuthnRequest>;
  /** A signed `<samlp:Response>` answering the request. */
  respond(options: AssertionOptions): string;
};

const xmlns = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
};

export async function createSamlTestProvider(entityId = 'https://idp.test/saml'): Promise<SamlTestProvider> {
  const pems = await generate([{ name: 'commonName', value: 'Acervo test identity provider' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });

  const sign = (xml: string, element: 'Response' | 'Assertion') => {
    const signer = new SignedXml({
      privateKey: pems.private,
      publicCert: pems.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    const path = element === 'Response' ? "/*[local-name(.)='Response']" : "//*[local-name(.)='Assertion']";
    signer.addReference({
      xpath: path,
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    signer.computeSignature(xml, {
      prefix: 'ds',
      location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' },
    });
    return signer.getSignedXml();
  };

  return {
    entityId,
    certificate: pems.cert,

    async readRequest(redirectUrl) {
      const url = new URL(redirectUrl);
      const encoded = url.searchParams.get('SAMLRequest');
      if (!encoded) throw new Error(`no SAMLRequest in ${url.href}`);
      const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
      const parsed = (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as {
        AuthnRequest: {
          $: { ID: string; AssertionConsumerServiceURL: string };
          Issuer: (string | { _: string })[];
        };
      };
      const issuer = parsed.AuthnRequest.Issuer[0]!;
      return {
        id: parsed.AuthnRequest.$.ID,
        acsUrl: parsed.AuthnRequest.$.AssertionConsumerServiceURL,
        issuer: typeof issuer === 'string' ? issuer : issuer._,
        relayState: url.searchParams.get('RelayState'),
      };
    },

    respond(options) {
      const issued = options.issuedAt ?? new Date();
      const until = new Date(issued.getTime() + (options.validForSeconds ?? 300) * 1000);
      const at = (date: Date) => date.toISOString();
      const responseId = `_r${randomBytes(16).toString('hex')}`;
      const assertionId = `_a${randomBytes(16).toString('hex')}`;
      const attributes = Object.entries(options.attributes ?? {})
        .map(
          ([name, value]) =>
            `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const assertion =
        `<saml:Assertion xmlns:saml="${xmlns.saml}" ID="${assertionId}" Version="2.0" IssueInstant="${at(issued)}">` +
        `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(options.nameId)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
        `<saml:SubjectConfirmationData InResponseTo="${options.request.id}" NotOnOrAfter="${at(until)}" Recipient="${escapeXml(options.request.acsUrl)}"/>` +
        `</saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${at(issued)}" NotOnOrAfter="${at(until)}">` +
        `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
        `</saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${at(issued)}" SessionIndex="${assertionId}">` +
        `<saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext>` +
        `</saml:AuthnStatement>` +
        (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
        `</saml:Assertion>`;
      const response =
        `<samlp:Response xmlns:samlp="${xmlns.samlp}" xmlns:saml="${xmlns.saml}" ID="${responseId}" Version="2.0" ` +
        `IssueInstant="${at(issued)}" Destination="${escapeXml(options.request.acsUrl)}" InResponseTo="${options.request.id}">` +
        `<saml:Issuer>${escapeXml(entityId)}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        (options.signAssertion === false ? assertion : sign(assertion, 'Assertion')) +
        `</samlp:Response>`;
      return options.signResponse === false ? response : sign(response, 'Response');
    },
  };
}

/** The form field a provider posts: the response, base64-encoded (HTTP-POST binding). */
export const encodeSamlResponse = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
