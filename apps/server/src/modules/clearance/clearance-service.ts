import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { LibraryTime } from '../../time/library-time.ts';
import { assertLibrary } from '../access/permissions.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import { institutionName } from '../institution/institution-name.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { clearanceMail, qrCid } from './clearance-mail.ts';
import {
  cancelOpenHoldsAndRequests,
  type ClearanceRow,
  declarationByCode,
  insertClearance,
  insertGru,
  latestClearance,
  owedAt,
  suspendFromUnit,
} from './clearance-repository.ts';
import { verificationQrPng, verificationQrSvg } from './verification-qr.ts';

type Patron = { codPessoa: number; codLogin: number };

/** Unambiguous characters for verification codes (no 0/O, 1/I). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-');

/** What keeps the patron from a declaration now: open loans, debts, a locked login. */
async function obstacles(db: Queryable, codLogin: number, locale: ApiLocale, today: string) {
  const standing = (await patronStanding(db, codLogin, today))!;
  const list: { codigo: 'EMPRESTIMOS_ABERTOS' | 'DEBITOS' | 'LOGIN_BLOQUEADO'; mensagem: string }[] = [];
  if (standing.openLoans > 0) {
    list.push({
      codigo: 'EMPRESTIMOS_ABERTOS',
      mensagem: translate(locale, 'NadaConstaEmprestimos', { total: standing.openLoans }),
    });
  }
  if (standing.debt > 0) {
    list.push({
      codigo: 'DEBITOS',
      mensagem: translate(locale, 'DebitoPendente', { valor: standing.debt.toFixed(2).replace('.', ',') }),
    });
  }
  if (standing.locked)
    list.push({ codigo: 'LOGIN_BLOQUEADO', mensagem: translate(locale, 'LoginBloqueado') });
  return list;
}

/**
 * The clearance's rules (ADR 062): a declaration only without loans, debts or a locked login, once
 * per patron, and issuing it suspends the patron from the information unit; anyone may check an
 * issued one by its code. GRU slips for up to what is owed at a library.
 */
export function createClearanceService(db: Database, mailer: Mailer, publicUrl: string, time: LibraryTime) {
  const verifyUrl = (code: string) => `${publicUrl}/nada-consta/${code}`;
  const toClearance = (row: ClearanceRow) => ({
    codigoVerificacao: row.codigo_verificacao,
    emitidoEm: row.emitido_em.toISOString(),
    nome: row.nome_pessoa,
    urlVerificacao: verifyUrl(row.codigo_verificacao),
    urlQrCode: `${publicUrl}/api/nada-consta/verificar/${row.codigo_verificacao}/qrcode`,
  });
  const issuedDeclaration = async (code: string) => {
    const row = await declarationByCode(db, code);
    if (!row) throw new HttpError(404, 'NadaConstaInexistente');
    return row;
  };

  return {
    /** Whether the patron can get a declaration now, what is pending, and the one issued. */
    async check(me: Patron, locale: ApiLocale) {
      const list = await obstacles(db, me.codLogin, locale, time.today());
      const issued = await latestClearance(db, me.codPessoa);
      return {
        pode_solicitar: list.length === 0,
        pendencias: list,
        declaracao: issued && toClearance(issued),
      };
    },

    /** Issues the declaration, suspending the patron and cancelling their queued holds and open requests. */
    async issue(me: Patron, locale: ApiLocale) {
      const [now, today] = [time.now(), time.today()];
      const row = await db.transaction(async (tx) => {
        // The person row lock keeps a checkout from slipping in between the check and the issue.
        await patronStanding(tx, me.codLogin, today, { lock: true });
        const list = await obstacles(tx, me.codLogin, locale, today);
        if (list.length > 0) {
          throw new HttpError(422, 'NadaConstaPendencias', {
            code: list.map((item) => item.codigo).join(','),
            values: { pendencias: list.map((item) => item.mensagem).join(' ') },
          });
        }
        if (await latestClearance(tx, me.codPessoa)) {
          throw new HttpError(409, 'NadaConstaJaEmitido', { code: 'NADA_CONSTA_EMITIDO' });
        }
        const codAfastamento = await suspendFromUnit(tx, me.codPessoa, today);
        await cancelOpenHoldsAndRequests(tx, me.codPessoa, now);
        await insertClearance(tx, {
          codPessoa: me.codPessoa,
          codLogin: me.codLogin,
          code: newCode(),
          codAfastamento,
          issuedAt: now,
        });
        return (await latestClearance(tx, me.codPessoa))!;
      });
      return { declaracao: toClearance(row), message: translate(locale, 'NadaConstaEmitido') };
    },

    /** A GRU slip for fines owed at a library, for at most what is owed there. */
    async gru(me: Patron, locale: ApiLocale, body: { codBiblioteca: number; valor: number }) {
      const library = await assertLibrary(db, body.codBiblioteca, 'codBiblioteca');
      const owed = await owedAt(db, me.codPessoa, body.codBiblioteca);
      if (owed <= 0) throw new HttpError(422, 'GruSemDebitos', { code: 'SEM_DEBITOS' });
      if (body.valor > owed + 0.001) {
        throw new HttpError(422, 'DadosInvalidos', {
          code: 'VALIDACAO',
          fields: { valor: 'GruValorAcimaDoDevido' },
          values: { valor: owed.toFixed(2).replace('.', ',') },
        });
      }
      const gru = await insertGru(db, {
        codPessoa: me.codPessoa,
        codBiblioteca: body.codBiblioteca,
        valor: body.valor,
        reference: `${String(me.codPessoa).padStart(8, '0')}${Date.now().toString().slice(-9)}${randomInt(10, 100)}`,
        today: time.today(),
      });
      return {
        numeroReferencia: gru.numero_referencia,
        valor: gru.valor,
        vencimento: gru.vencimento,
        biblioteca: { codigo: body.codBiblioteca, descricao: library.desc_biblioteca },
        message: translate(locale, 'GruGerada'),
      };
    },

    /** Mails the patron's declaration (with its QR code inline) to `addresses`, separated by `;`. */
    async mail(me: Patron, locale: ApiLocale, addresses: string) {
      const row = ownOr404(await latestClearance(db, me.codPessoa), 'NadaConstaInexistente');
      const declaration = toClearance(row);
      const institution = await institutionName(db);
      await mailer.send({
        to: addresses.split(';'),
        ...clearanceMail(locale, declaration, institution, time.zone),
        attachments: [
          {
            filename: `nada-consta-${declaration.codigoVerificacao}.png`,
            content: await verificationQrPng(declaration.urlVerificacao),
            contentType: 'image/png',
            cid: qrCid,
          },
        ],
      });
      return { declaracao: declaration, message: translate(locale, 'NadaConstaEnviado') };
    },

    /** The public check of a declaration by its code. */
    async verify(code: string) {
      const row = await issuedDeclaration(code);
      return {
        valido: true,
        nome: row.nome_pessoa,
        emitidoEm: row.emitido_em.toISOString(),
        instituicao: row.instituicao,
      };
    },

    /**
     * The QR code that opens the public check of an issued declaration. Only issued declarations
     * get one: this is no QR generator for arbitrary addresses.
     */
    async qrCode(code: string, format: 'svg' | 'png') {
      const row = await issuedDeclaration(code);
      const url = verifyUrl(row.codigo_verificacao);
      return format === 'png'
        ? { type: 'image/png', image: await verificationQrPng(url) }
        : { type: 'image/svg+xml', image: await verificationQrSvg(url) };
    },
  };
}
