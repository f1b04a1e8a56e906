import { activity, databasesResponseSchema, type PatronDatabase } from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import { assertActivity } from '../access/permissions.ts';

const tags = ['Items'];

/**
 * The patron's databases (spec §7 `GET /api/acervo/meu-pergamum/bases-dados`, ADR 065): the
 * active ones open to the patron's category, in the institution's order. A database whose
 * redirect key is configured opens logged in through the base access URL.
 */
export function databasesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bases-dados',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'The databases the patron’s category may open, with how to open each',
          response: { 200: databasesResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        await assertActivity(db, me.codLogin, activity.databaseLink);
        const [rows, { settings }] = await Promise.all([
          db.query<PatronDatabase & { chave: string | null }>(
            `select b.cod_base as codigo, b.nome, coalesce(b.descricao ->> $2, b.descricao ->> 'pt') as descricao,
                    b.url, b.chave_redirecionamento as chave, b.acesso_remoto as "acessoRemoto"
               from base_dados b
              where b.ativa
                and (not exists (select 1 from base_dados_categoria c where c.cod_base = b.cod_base)
                     or exists (select 1 from base_dados_categoria c join login l using (cod_categoria)
                                 where c.cod_base = b.cod_base and l.cod_login = $1))
              order by b.ordem, b.nome`,
            [me.codLogin, requestLocale(request)],
          ),
          readInstitutionSettings(db),
        ]);
        const configured = settings.redirecionamentos?.bases ?? {};
        return {
          bases: rows.map(({ chave, ...base }) => ({
            ...base,
            // Only a key the institution configured can be redeemed; otherwise the plain address.
            redirecionamento: chave && configured[chave] ? chave : null,
          })),
        };
      },
    );
  };
}
