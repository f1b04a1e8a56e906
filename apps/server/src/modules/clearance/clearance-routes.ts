import { randomInt } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  apiErrorSchema,
  clearanceCheckResponseSchema,
  clearanceMailBodySchema,
  clearanceQrQuerySchema,
  clearanceRequestBodySchema,
  clearanceResponseSchema,
  clearanceVerifyParamsSchema,
  clearanceVerifyResponseSchema,
  gruBodySchema,
  gruResponseSchema,
} from '@acervo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { type ApiLocale, requestLocale } from '../../i18n/locale.ts';
import { translate } from '../../i18n/server-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { patronOf } from '../auth/auth-plugin.ts';
import { patronStanding } from '../patron-standing/patron-standing.ts';
import { assertLibrary } from '../access/permissions.ts';
import { verificationQrPng, verificationQrSvg } from './verification-qr.ts';
import { ownOr404 } from '../access/patron-owned.ts';
import type { LibraryTime } from '../../time/library-time.ts';

const tags = ['Clearance'];

/** Unambiguous characters for verification codes (no 0/O, 1/I). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-');

type ClearanceRow = { codigo_verificacao: string; emitido_em: Date; nome_pessoa: string };

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
  return { standing, list };
}

async function latestClearance(db: Queryable, codPessoa: number) {
  const [row] = await db.query<ClearanceRow>(
    `select n.codigo_verificacao, n.emitido_em, p.nome_pessoa from nada_consta n join pessoa p using (cod_pessoa)
      where n.cod_pessoa = $1 order by n.emitido_em desc limit 1`,
    [codPessoa],
  );
  return row ?? null;
}

/**
 * Clearance ("nada consta", ADR 062) and GRU slips. The routes under /api/unidade-informacao are
 * the patron's; /api/nada-consta holds the mail sending and the public check.
 */
export function clearanceRoutes(db: Database, mailer: Mailer, publicUrl: string, time: LibraryTime) {
  const verifyUrl = (code: string) => `${publicUrl}/nada-consta/${code}`;
  const toClearance = (row: ClearanceRow) => ({
    codigoVerificacao: row.codigo_verificacao,
    emitidoEm: row.emitido_em.toISOString(),
    nome: row.nome_pessoa,
    urlVerificacao: verifyUrl(row.codigo_verificacao),
    urlQrCode: `${publicUrl}/api/nada-consta/verificar/${row.codigo_verificacao}/qrcode`,
  });
  const issuedDeclaration = async (code: string) => {
    const [row] = await db.query<ClearanceRow & { instituicao: string }>(
      `select n.codigo_verificacao, n.emitido_em, p.nome_pessoa, coalesce((select nome from instituicao), '') as instituicao
         from nada_consta n join pessoa p using (cod_pessoa) where n.codigo_verificacao = $1`,
      [code],
    );
    if (!row) throw new HttpError(404, 'NadaConstaInexistente');
    return row;
  };

  const patronArea: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/nada-consta/verifica',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Whether the patron can get a clearance declaration now, what is pending, and the one issued',
          response: { 200: clearanceCheckResponseSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const { list } = await obstacles(db, me.codLogin, requestLocale(request), time.today());
        const issued = await latestClearance(db, me.codPessoa);
        return {
          pode_solicitar: list.length === 0,
          pendencias: list,
          declaracao: issued && toClearance(issued),
        };
      },
    );

    app.post(
      '/nada-consta',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary:
            'Issue the clearance declaration (no open loans or debts); accepting it suspends the patron from the information unit',
          body: clearanceRequestBodySchema,
          response: { 201: clearanceResponseSchema, 409: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const [now, today] = [time.now(), time.today()];
        const row = await db.transaction(async (tx) => {
          // The person row lock keeps a checkout from slipping in between the check and the issue.
          await patronStanding(tx, me.codLogin, today, { lock: true });
          const { list } = await obstacles(tx, me.codLogin, locale, today);
          if (list.length > 0) {
            throw new HttpError(422, 'NadaConstaPendencias', {
              code: list.map((item) => item.codigo).join(','),
              values: { pendencias: list.map((item) => item.mensagem).join(' ') },
            });
          }
          if (await latestClearance(tx, me.codPessoa)) {
            throw new HttpError(409, 'NadaConstaJaEmitido', { code: 'NADA_CONSTA_EMITIDO' });
          }
          const [suspension] = await tx.query<{ cod_afastamento: number }>(
            `insert into afastamento (cod_pessoa, data_inicio, data_fim, motivo)
             values ($1, $2, date '9999-12-31', 'Nada consta emitido: desligamento da unidade de informação')
             returning cod_afastamento`,
            [me.codPessoa, today],
          );
          await tx.query(
            `update reserva set situacao = 'cancelada', data_encerramento = $2, motivo_cancelamento = 'Nada consta emitido'
              where cod_pessoa = $1 and situacao = 'fila'`,
            [me.codPessoa, now],
          );
          await tx.query(
            `update solicitacao_emprestimo set situacao = 'cancelada', atualizado_em = $2
              where cod_pessoa = $1 and situacao in ('aguardando', 'em_transito', 'disponivel')`,
            [me.codPessoa, now],
          );
          await tx.query(
            `insert into nada_consta (cod_pessoa, cod_login, codigo_verificacao, cod_afastamento, emitido_em)
             values ($1, $2, $3, $4, $5)`,
            [me.codPessoa, me.codLogin, newCode(), suspension!.cod_afastamento, now],
          );
          return (await latestClearance(tx, me.codPessoa))!;
        });
        return reply
          .status(201)
          .send({ declaracao: toClearance(row), message: translate(locale, 'NadaConstaEmitido') });
      },
    );

    app.post(
      '/gru',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Generate a GRU payment slip for fines owed at a library (up to what is owed there)',
          body: gruBodySchema,
          response: { 201: gruResponseSchema, 422: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const library = await assertLibrary(db, request.body.codBiblioteca, 'codBiblioteca');
        const [owed] = await db.query<{ total: number }>(
          `select coalesce(sum(greatest(valor - desconto - valor_pago, 0)), 0) as total from multa
            where cod_pessoa = $1 and cod_biblioteca = $2 and data_pagamento is null`,
          [me.codPessoa, request.body.codBiblioteca],
        );
        if (owed!.total <= 0) throw new HttpError(422, 'GruSemDebitos', { code: 'SEM_DEBITOS' });
        if (request.body.valor > owed!.total + 0.001) {
          throw new HttpError(422, 'DadosInvalidos', {
            code: 'VALIDACAO',
            fields: { valor: 'GruValorAcimaDoDevido' },
            values: { valor: owed!.total.toFixed(2).replace('.', ',') },
          });
        }
        const [gru] = await db.query<{ numero_referencia: string; vencimento: string; valor: number }>(
          `insert into gru (cod_pessoa, cod_biblioteca, valor, numero_referencia, vencimento)
           values ($1, $2, $3, $4, $5::date + 5) returning numero_referencia, vencimento, valor`,
          [
            me.codPessoa,
            request.body.codBiblioteca,
            request.body.valor,
            `${String(me.codPessoa).padStart(8, '0')}${Date.now().toString().slice(-9)}${randomInt(10, 100)}`,
            time.today(),
          ],
        );
        return reply.status(201).send({
          numeroReferencia: gru!.numero_referencia,
          valor: gru!.valor,
          vencimento: gru!.vencimento,
          biblioteca: { codigo: request.body.codBiblioteca, descricao: library.desc_biblioteca },
          message: translate(locale, 'GruGerada'),
        });
      },
    );
  };

  const clearanceArea: FastifyPluginAsyncZod = async (app) => {
    // Form fields arrive as plain values, so the zod schema validates them like a JSON body.
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { files: 0, fields: 10 },
    });

    app.post(
      '/send-mail',
      {
        config: { auth: 'private' },
        schema: {
          tags,
          summary: 'Send the patron’s clearance declaration by e-mail (multipart form field `email`)',
          consumes: ['multipart/form-data', 'application/json'],
          body: clearanceMailBodySchema,
          response: { 200: clearanceResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
        },
      },
      async (request) => {
        const me = patronOf(request);
        const locale = requestLocale(request);
        const row = ownOr404(await latestClearance(db, me.codPessoa), 'NadaConstaInexistente');
        const declaration = toClearance(row);
        const [institution] = await db.query<{ nome: string }>('select nome from instituicao');
        await mailer.send({
          to: request.body.email.split(';'),
          ...clearanceMail(locale, declaration, institution?.nome ?? '', time.zone),
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
    );

    app.get(
      '/verificar/:codigo',
      {
        schema: {
          tags,
          summary: 'Public check of a clearance declaration by its verification code',
          params: clearanceVerifyParamsSchema,
          response: { 200: clearanceVerifyResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const row = await issuedDeclaration(request.params.codigo);
        return {
          valido: true,
          nome: row.nome_pessoa,
          emitidoEm: row.emitido_em.toISOString(),
          instituicao: row.instituicao,
        };
      },
    );

    app.get(
      '/verificar/:codigo/qrcode',
      {
        schema: {
          tags,
          summary:
            'The QR code (SVG, or PNG with `formato=png`) that opens the public check of a declaration; 404 for an unknown code',
          params: clearanceVerifyParamsSchema,
          querystring: clearanceQrQuerySchema,
          produces: ['image/svg+xml', 'image/png'],
        },
      },
      async (request, reply) => {
        // Only issued declarations get a code: this is no QR generator for arbitrary addresses.
        const row = await issuedDeclaration(request.params.codigo);
        const url = verifyUrl(row.codigo_verificacao);
        // A declaration's code never changes, so its image can be cached for a day.
        reply.header('cache-control', 'public, max-age=86400');
        if (request.query.formato === 'png') {
          return reply.type('image/png').send(await verificationQrPng(url));
        }
        return reply.type('image/svg+xml').send(await verificationQrSvg(url));
      },
    );
  };

  return { patronArea, clearanceArea };
}

/** Content id of the QR image the declaration mail shows inline. */
const qrCid = 'qr-nada-consta@acervo';

const mailTexts: Record<
  ApiLocale,
  {
    subject: string;
    body: (name: string, institution: string) => string;
    check: string;
    code: string;
    qr: string;
  }
> = {
  pt: {
    subject: 'Declaração de nada consta',
    body: (name, institution) =>
      `Declaramos que ${name} não possui pendências (empréstimos ou débitos) com as bibliotecas da ${institution}.`,
    check: 'Confira a autenticidade em:',
    code: 'Código de verificação:',
    qr: 'Código QR que abre a página de verificação desta declaração',
  },
  en: {
    subject: 'Clearance declaration',
    body: (name, institution) =>
      `We declare that ${name} has no outstanding loans or debts with the libraries of ${institution}.`,
    check: 'Check its authenticity at:',
    code: 'Verification code:',
    qr: 'QR code that opens the verification page of this declaration',
  },
  es: {
    subject: 'Declaración de libre deuda',
    body: (name, institution) =>
      `Declaramos que ${name} no tiene pendientes (préstamos o deudas) con las bibliotecas de ${institution}.`,
    check: 'Verifique su autenticidad en:',
    code: 'Código de verificación:',
    qr: 'Código QR que abre la página de verificación de esta declaración',
  },
};

function clearanceMail(
  locale: ApiLocale,
  declaration: { codigoVerificacao: string; emitidoEm: string; nome: string; urlVerificacao: string },
  institution: string,
  timeZone: string,
) {
  const texts = mailTexts[locale];
  const issued = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : locale, {
    dateStyle: 'long',
    timeZone,
  }).format(new Date(declaration.emitidoEm));
  return {
    subject: `${texts.subject} — ${institution}`,
    text: `${texts.body(declaration.nome, institution)}\n${issued}\n\n${texts.code} ${declaration.codigoVerificacao}\n${texts.check} ${declaration.urlVerificacao}\n`,
    html:
      `<p>${escapeHtml(texts.body(declaration.nome, institution))}</p><p>${escapeHtml(issued)}</p>` +
      `<p>${texts.code} <strong>${declaration.codigoVerificacao}</strong><br>${texts.check} ` +
      `<a href="${escapeHtml(declaration.urlVerificacao)}">${escapeHtml(declaration.urlVerificacao)}</a></p>` +
      `<p><img src="cid:${qrCid}" width="200" height="200" alt="${escapeHtml(texts.qr)}"></p>`,
  };
}
