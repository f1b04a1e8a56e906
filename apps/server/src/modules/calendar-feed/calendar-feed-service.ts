import type { CalendarFeed } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { createHoldsService } from '../holds/holds-service.ts';
import { institutionName } from '../institution/institution-name.ts';
import { listOpenLoans } from '../loans/loans-repository.ts';
import { buildCalendar } from './calendar-feed-ics.ts';
import {
  feedByToken,
  type FeedRow,
  patronFeed,
  replaceFeed,
  revokeFeed,
} from './calendar-feed-repository.ts';

/**
 * The patron's calendar feed (ADR 091): one private address at a time, and the document behind it
 * with the due dates of open loans and the pickup days of released holds.
 */
export function createCalendarFeedService(db: Database, publicUrl: string, time: LibraryTime) {
  const holds = createHoldsService(db, time);
  const host = new URL(publicUrl).host;
  const toFeed = (row: FeedRow): CalendarFeed => {
    const url = `${publicUrl}/api/calendario/${row.token}.ics`;
    return { url, webcal: url.replace(/^https?:/, 'webcal:'), criadaEm: row.criado_em.toISOString() };
  };

  return {
    /** The patron's feed address, or null. */
    async feed(codPessoa: number) {
      const row = await patronFeed(db, codPessoa);
      return row ? toFeed(row) : null;
    },

    /** A new address in `locale`; a previous one stops working. */
    async replace(codPessoa: number, locale: ApiLocale) {
      return toFeed(await replaceFeed(db, codPessoa, locale));
    },

    async revoke(codPessoa: number) {
      if (!(await revokeFeed(db, codPessoa))) throw new HttpError(404, 'CalendarioNaoEncontrado');
    },

    /** The iCalendar document of the feed a token opens. */
    async document(token: string) {
      const feed = await feedByToken(db, token);
      if (!feed) throw new HttpError(404, 'CalendarioNaoEncontrado');
      const [loans, patronHolds, institution] = await Promise.all([
        listOpenLoans(db, feed.cod_pessoa, time),
        holds.list(feed.cod_pessoa, { active: true }),
        institutionName(db),
      ]);
      return buildCalendar({
        locale: feed.idioma,
        institution,
        host,
        renewUrl: `${publicUrl}/meupergamum/renovacao`,
        loans: loans.map((loan) => ({
          codEmprestimo: loan.cod_emprestimo,
          title: loan.descricao,
          library: loan.desc_biblioteca,
          accession: loan.tombo,
          due: loan.data_devolucao_prevista,
        })),
        holds: patronHolds.flatMap((hold) =>
          hold.situacao === 'liberada' && hold.prazoRetirada
            ? [
                {
                  codReserva: hold.codigo,
                  title: hold.titulo,
                  library: hold.biblioteca.descricao,
                  pickupUntil: hold.prazoRetirada,
                },
              ]
            : [],
        ),
      });
    },
  };
}
