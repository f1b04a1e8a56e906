import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  alertsResponseSchema,
  loanRequestsResponseSchema,
  storageRequestsResponseSchema,
  requestsResponseSchema,
  suggestionCreatedResponseSchema,
  suggestionsResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { changeStatus, listOpenItems } from '../../src/modules/status-changes/status-changes.ts';
import { runStatusesCommand } from '../../src/modules/status-changes/statuses-command.ts';
import { demoPatronCalls } from '../helpers/patron-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { deskTime } from '../helpers/library-time.ts';

/** Staff status changes (`npm run statuses`): the patron sees the new status and gets an alert. */
describe('Staff status changes of requests, suggestions and loan requests', () => {
  const context = useTestApp();
  const { call } = demoPatronCalls(context);
  // The library's day, not UTC's: the API's periods are the library's days.
  const today = deskTime.today();
  const alertsOf = async (who: 'carla' | 'gabriela' | 'igor' | 'bruno') =>
    alertsResponseSchema.parse(
      (await call('GET', `/api/alertas?dataIni=${today}&dataFim=${today}`, who)).json(),
    ).alertas;

  it('moves a suggestion through its statuses; the patron sees each one and is alerted, others are not', async () => {
    const [library] = await context.db.query<{ cod_biblioteca: number }>(
      'select cod_biblioteca from biblioteca order by cod_biblioteca limit 1',
    );
    const created = suggestionCreatedResponseSchema.parse(
      (
        await call('POST', '/api/unidade-informacao/sugestao-aquisicao', 'carla', {
          biblioteca: library!.cod_biblioteca,
          titulo: 'Sistemas distribuídos',
          editor: 'Editora Exemplo',
        })
      ).json(),
    ).sugestao;
    expect((await listOpenItems(context.db, 'suggestions')).map((item) => item.codigo)).toContain(
      created.codigo,
    );

    expect(await changeStatus(context.db, 'suggestions', created.codigo, 'em_cotacao')).toMatchObject({
      ok: true,
      from: 'pre_sugestao',
      to: 'em_cotacao',
    });
    const listed = suggestionsResponseSchema.parse(
      (await call('GET', '/api/aquisicao/sugestoes?situacao=em_cotacao', 'carla', undefined, '5')).json(),
    ).sugestoes;
    expect(listed.find((item) => item.codigo === created.codigo)!.situacao).toEqual({
      codigo: 'em_cotacao',
      descricao: 'In quote',
    });
    const [alert] = await alertsOf('carla');
    expect(alert).toMatchObject({
      tipo: 'solicitacao',
      lido: false,
      titulo: 'Sugestão de aquisição: Em cotação',
      mensagem: 'Sugestão de aquisição "Sistemas distribuídos" passou de "Pré-sugestão" para "Em cotação".',
    });
    expect((await alertsOf('bruno')).some((item) => item.titulo.startsWith('Sugestão'))).toBe(false);

    // Once attended it is closed: no further change, and it leaves the staff's worklist.
    expect(await changeStatus(context.db, 'suggestions', created.codigo, 'atendida')).toMatchObject({
      ok: true,
    });
    expect(await changeStatus(context.db, 'suggestions', created.codigo, 'cancelada')).toEqual({
      ok: false,
      reason: 'JA_ENCERRADO',
    });
    expect((await listOpenItems(context.db, 'suggestions')).map((item) => item.codigo)).not.toContain(
      created.codigo,
    );
    expect(await alertsOf('carla')).toHaveLength(2);
  });

  it('refuses unknown statuses, unknown items and a change to the same status, changing nothing', async () => {
    const [open] = await listOpenItems(context.db, 'requests');
    expect(await changeStatus(context.db, 'requests', open!.codigo, 'em_cotacao')).toEqual({
      ok: false,
      reason: 'SITUACAO_INVALIDA',
    });
    expect(await changeStatus(context.db, 'requests', 99999999, 'atendida')).toEqual({
      ok: false,
      reason: 'NAO_ENCONTRADO',
    });
    expect(await changeStatus(context.db, 'requests', open!.codigo, open!.situacao)).toEqual({
      ok: false,
      reason: 'MESMA_SITUACAO',
    });
    const [after] = await context.db.query<{ situacao: string }>(
      'select situacao from solicitacao where cod_solicitacao = $1',
      [open!.codigo],
    );
    expect(after!.situacao).toBe(open!.situacao);
  });

  it('answers a bibliographic request: the patron reads the status and the library’s answer', async () => {
    const [library] = await context.db.query<{ cod_biblioteca: number }>(
      'select cod_biblioteca from biblioteca order by cod_biblioteca limit 1',
    );
    const created = await call('POST', '/api/solicitacoes/levantamento-bibliografico', 'gabriela', {
      assunto: 'Leitura digital',
      biblioteca: library!.cod_biblioteca,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().solicitacao.codigo as number;
    expect(await changeStatus(context.db, 'requests', id, 'em_andamento')).toMatchObject({ ok: true });
    expect(
      await changeStatus(context.db, 'requests', id, 'atendida', '  Enviamos 12 referências por e-mail. '),
    ).toMatchObject({ ok: true, from: 'em_andamento', to: 'atendida' });
    const attended = requestsResponseSchema.parse(
      (await call('GET', '/api/solicitacoes/levantamento-bibliografico?status=atendida', 'gabriela')).json(),
    ).solicitacoes;
    expect(attended.find((item) => item.codigo === id)).toMatchObject({
      situacao: { codigo: 'atendida' },
      resposta: 'Enviamos 12 referências por e-mail.',
    });
    expect((await alertsOf('gabriela')).map((alert) => alert.titulo)).toEqual([
      'Solicitação: Atendida',
      'Solicitação: Em andamento',
    ]);
  });

  it('moves a loan request from waiting to in transit to available for pickup', async () => {
    const waiting = loanRequestsResponseSchema.parse(
      (await call('GET', '/api/solicitacao-emprestimo?status=aguardando', 'igor')).json(),
    ).solicitacoes[0]!;
    expect(await changeStatus(context.db, 'loan-requests', waiting.codigo, 'em_transito')).toMatchObject({
      ok: true,
    });
    expect(await changeStatus(context.db, 'loan-requests', waiting.codigo, 'disponivel')).toMatchObject({
      ok: true,
    });
    const available = loanRequestsResponseSchema.parse(
      (await call('GET', '/api/solicitacao-emprestimo?status=disponivel', 'igor')).json(),
    ).solicitacoes;
    expect(available.map((item) => item.codigo)).toContain(waiting.codigo);
    expect((await alertsOf('igor'))[0]!.titulo).toBe('Solicitação de empréstimo: Disponível para retirada');
  });

  /** Runs `npm run statuses -- …` on the test database (left open), collecting what it prints. */
  const statuses = async (...args: string[]) => {
    const printed = { log: [] as string[], error: [] as string[] };
    const code = await runStatusesCommand(args, async () => ({ ...context.db, close: async () => {} }), {
      log: (line) => printed.log.push(line),
      error: (line) => printed.error.push(line),
    });
    return { code, ...printed };
  };
  const storageItems = async (who: 'igor' | 'ana') =>
    storageRequestsResponseSchema
      .parse((await call('GET', '/api/solicitacao-armazem', who)).json())
      .solicitacoes.flatMap((request) => request.itens.map((item) => ({ request: request.codigo, ...item })));

  it('the command lists open closed-storage copies and moves one; the patron sees it and is alerted', async () => {
    const waiting = (await storageItems('igor')).find((item) => item.situacao.codigo === 'aguardando')!;
    const listed = await statuses('list', 'storage');
    expect(listed.code).toBe(0);
    expect(listed.log).toContainEqual(
      expect.stringMatching(
        new RegExp(`^#${waiting.request} copy ${waiting.codExemplar} .*\\[aguardando\\]\\s+Igor`),
      ),
    );

    const moved = await statuses(
      'set',
      'storage',
      `${waiting.request}`,
      `${waiting.codExemplar}`,
      'disponivel',
    );
    expect(moved).toEqual({
      code: 0,
      log: [
        `request #${waiting.request} copy ${waiting.codExemplar}: aguardando → disponivel; patron alerted.`,
      ],
      error: [],
    });
    const after = (await storageItems('igor')).find(
      (item) => item.request === waiting.request && item.codExemplar === waiting.codExemplar,
    )!;
    expect(after.situacao.codigo).toBe('disponivel');
    expect((await alertsOf('igor'))[0]).toMatchObject({
      tipo: 'solicitacao',
      titulo: 'Pedido ao armazém: Disponível no balcão',
    });
  });

  it('the command refuses an unknown status, an unknown copy and a closed one, changing nothing', async () => {
    const items = await storageItems('igor');
    const open = items.find((item) => item.situacao.codigo === 'disponivel')!;
    const finished = items.find((item) => item.situacao.codigo === 'finalizada')!;
    expect(await statuses('set', 'storage', `${open.request}`, `${open.codExemplar}`, 'em_transito')).toEqual(
      {
        code: 1,
        log: [],
        error: ['Unknown status "em_transito"; one of: aguardando, disponivel, finalizada, cancelada.'],
      },
    );
    expect(await statuses('set', 'storage', `${open.request}`, '99999999', 'finalizada')).toMatchObject({
      code: 1,
      error: [`No storage item request #${open.request} copy 99999999.`],
    });
    expect(
      await statuses('set', 'storage', `${finished.request}`, `${finished.codExemplar}`, 'cancelada'),
    ).toMatchObject({ code: 1, error: [expect.stringContaining('is already closed')] });
    expect(await statuses('set', 'storage', `${open.request}`, 'finalizada')).toMatchObject({
      code: 1,
      error: [expect.stringContaining('set storage REQUEST COPY STATUS')],
    });
    expect(await storageItems('igor')).toEqual(items);
  });

  it('the command refuses an unknown command or kind with its usage', () => {
    const script = path.join(import.meta.dirname, '../../scripts/statuses.ts');
    const result = spawnSync('npx', ['tsx', script, 'set', 'books', '1', 'atendida'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run statuses -- list KIND | set KIND ID STATUS');
  });
});
