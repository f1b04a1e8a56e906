import {
  apiErrorSchema,
  campusListSchema,
  formAcceptedSchema,
  librariesQuerySchema,
  libraryCommentBodySchema,
  libraryListSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import { patronOf } from '../auth/auth-plugin.ts';

const tags = ['Libraries'];

export function listLibraries(db: Database, campus?: number) {
  return db.query<{
    cod_biblioteca: number;
    desc_biblioteca: string;
    cod_campus: number;
    nome_campus: string;
    sigla: string;
    email: string | null;
    telefone: string | null;
  }>(
    `select b.cod_biblioteca, b.desc_biblioteca, b.cod_campus, c.nome_campus, b.sigla, b.email, b.telefone
       from biblioteca b join campus c on c.cod_campus = b.cod_campus
      where $1::int is null or b.cod_campus = $1 order by b.desc_biblioteca`,
    [campus ?? null],
  );
}

export function listCampuses(db: Database) {
  return db.query<{ cod_campus: number; nome_campus: string }>(
    'select cod_campus, nome_campus from campus order by nome_campus',
  );
}

/** A required text: trimmed, and a 422 naming the field (`CampoObrigatorioNaoPreenchido`) when empty. */
function required(value: string | null | undefined, field: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    throw new HttpError(422, 'CampoObrigatorioNaoPreenchido', {
      code: 'CampoObrigatorioNaoPreenchido',
      fields: { [field]: 'CampoObrigatorio' },
      values: { campo: field },
    });
  }
  return trimmed;
}

/** A library code that must name an existing library. */
async function requiredLibrary(
  db: Database,
  value: number | string | undefined,
  field: string,
): Promise<number> {
  const text = value === undefined ? '' : String(value).trim();
  required(text, field);
  const code = Number(text);
  const rows =
    Number.isInteger(code) && code > 0
      ? await db.query('select 1 from biblioteca where cod_biblioteca = $1', [code])
      : [];
  if (rows.length === 0)
    throw new HttpError(422, 'DadosInvalidos', { code: 'VALIDACAO', fields: { [field]: 'OpcaoInvalida' } });
  return code;
}

/** The Libraries group of spec §7: lists under /api/unidade-informacao and /api/campus, and the library comment form (the acquisition suggestion is the suggestions module's). */
export function libraryRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/unidade-informacao',
      {
        schema: {
          tags,
          summary: 'Libraries, optionally of one campus',
          querystring: librariesQuerySchema,
          response: { 200: libraryListSchema },
        },
      },
      async (request) => ({ bibliotecas: await listLibraries(db, request.query.campus) }),
    );

    app.get(
      '/campus',
      { schema: { tags, summary: 'Campuses', response: { 200: campusListSchema } } },
      async () => ({
        campus: await listCampuses(db),
      }),
    );

    app.post(
      '/unidade-informacao/comentario',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Sends a general comment to a library',
          body: libraryCommentBodySchema,
          response: { 201: formAcceptedSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const library = await requiredLibrary(db, request.body.b, 'b');
        const content = required(request.body.content, 'content');
        const [row] = await db.query<{ codigo: number }>(
          'insert into comentario_biblioteca (cod_biblioteca, cod_pessoa, texto) values ($1, $2, $3) returning cod_comentario as codigo',
          [library, me.codPessoa, content],
        );
        return reply
          .status(201)
          .send({ message: translate(requestLocale(request), 'MensagemEnviada'), codigo: row!.codigo });
      },
    );
  };
}
