import type { ContentProviderLink } from '@acervo/contract';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { Clock } from '../../time/library-time.ts';
import { localize, readInstitutionSettings } from '../institution/institution-settings.ts';
import { signProviderLink } from './provider-links.ts';

/** Long enough to open a tab and land on the provider, short enough to be useless when shared. */
const defaultProviderLinkTtl = 120;

type ProviderChoice = { code: string } | { redirect: string };

const notConfigured = (name: string) =>
  new HttpError(404, 'ProvedorNaoConfigurado', {
    code: 'PROVEDOR_NAO_CONFIGURADO',
    values: { provedor: name },
  });

/** The institution's content providers (settings `provedores_conteudo`), answered as signed links. */
export function createContentProviders(deps: { db: Queryable; linkKey: Buffer; clock: Clock }) {
  const find = async (choice: ProviderChoice) => {
    const { settings } = await readInstitutionSettings(deps.db);
    return (settings.provedores_conteudo ?? []).find((provider) =>
      'code' in choice
        ? provider.codigo === choice.code
        : (provider.redirecionamento ?? provider.codigo) === choice.redirect,
    );
  };

  return {
    /** Whether a login `?redirect=` value names a provider. */
    async byRedirect(redirect: string) {
      return (await find({ redirect })) ?? null;
    },

    /** A signed link for this patron; unknown providers are a translated 404. */
    async link(choice: ProviderChoice, codPessoa: number, locale: ApiLocale): Promise<ContentProviderLink> {
      const provider = await find(choice);
      if (!provider) throw notConfigured('code' in choice ? choice.code : choice.redirect);
      const expiresAt = new Date(
        deps.clock().getTime() + (provider.validade_segundos ?? defaultProviderLinkTtl) * 1000,
      );
      // Whole seconds: the link carries Unix seconds, and expira_em must say the same moment.
      expiresAt.setMilliseconds(0);
      return {
        provedor: provider.codigo,
        nome: localize(provider.nome, locale),
        url: signProviderLink(deps.linkKey, {
          base: provider.url,
          provider: provider.codigo,
          patron: codPessoa,
          expiresAt,
        }),
        nova_aba: provider.nova_aba ?? true,
        expira_em: expiresAt.toISOString(),
      };
    },
  };
}
export type ContentProviders = ReturnType<typeof createContentProviders>;
