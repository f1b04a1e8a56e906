import type { RequestKind, requestsQuerySchema } from '@acervo/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { assertLibrary } from '../access/permissions.ts';
import { listLibrariesByName } from '../libraries/library-repository.ts';
import { requestStatusNames } from './requests-labels.ts';
import {
  findInterLibraryContact,
  insertRequest,
  listRequests,
  type RequestRow,
} from './requests-repository.ts';

const toRequest = (row: RequestRow, locale: ApiLocale) => ({
  codigo: row.cod_solicitacao,
  tipo: row.tipo,
  subtipo: row.subtipo,
  biblioteca:
    row.cod_biblioteca === null ? null : { codigo: row.cod_biblioteca, descricao: row.desc_biblioteca ?? '' },
  dados: row.dados,
  situacao: { codigo: row.situacao, descricao: requestStatusNames[locale][row.situacao] },
  resposta: row.resposta,
  data: row.criado_em.toISOString(),
});

type Caller = { codPessoa: number; codLogin: number };

/** Bibliographic requests and inter-library loans (spec §7): a form's fields kept as they came. */
export function createRequestsService(db: Database, time: LibraryTime) {
  return {
    /** Records a request to a library; the form's other fields are its data. */
    async create(
      me: Caller,
      tipo: RequestKind,
      subtipo: string | null,
      body: { biblioteca: number } & Record<string, unknown>,
      locale: ApiLocale,
    ) {
      await assertLibrary(db, body.biblioteca, 'biblioteca');
      const { biblioteca, ...dados } = body;
      const row = await insertRequest(db, {
        codPessoa: me.codPessoa,
        codLogin: me.codLogin,
        tipo,
        subtipo,
        codBiblioteca: biblioteca,
        dados,
      });
      return { solicitacao: toRequest(row, locale), message: translate(locale, 'SolicitacaoEnviada') };
    },

    async list(
      codPessoa: number,
      tipo: RequestKind,
      { status, dataIni, dataFim }: z.infer<typeof requestsQuerySchema>,
      locale: ApiLocale,
    ) {
      const rows = await listRequests(db, codPessoa, {
        tipo,
        status,
        from: dataIni ?? null,
        to: dataFim ?? null,
        zone: time.zone,
      });
      return { solicitacoes: rows.map((row) => toRequest(row, locale)) };
    },

    /** What the inter-library loan form starts with: libraries and the patron's contacts. */
    async interLibraryForm(codPessoa: number) {
      const [libraries, person] = await Promise.all([
        listLibrariesByName(db),
        findInterLibraryContact(db, codPessoa),
      ]);
      return {
        bibliotecas: libraries,
        email: person?.email ?? null,
        telefone: person?.telefone ?? null,
        solicitacoesAbertas: person?.abertas ?? 0,
      };
    },
  };
}
