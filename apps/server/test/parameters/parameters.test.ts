import {
  activityNoticeResponseSchema,
  activityResponseSchema,
  appLayersResponseSchema,
  eventsResponseSchema,
  faqResponseSchema,
  featuresResponseSchema,
  generalInformationResponseSchema,
  institutionSchema,
  reservedGuideSlugs,
  section1ResponseSchema,
  section2ResponseSchema,
  selfServiceResponseSchema,
  serviceHoursResponseSchema,
} from '@acervo/contract';
import { describe, expect, it } from 'vitest';
import { bearer, demoLogins, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('Parameters (all GET, under /api/parametros)', () => {
  const context = useTestApp();
  const get = (path: string, lang = '1', headers: Record<string, string> = {}) =>
    context.app.inject({ url: `/api/parametros${path}`, headers: { lang, ...headers } });

  it('instituicao carries the login settings and category codes the portal needs', async () => {
    const institution = institutionSchema.parse((await get('/instituicao', '5')).json());
    expect(institution.parametros).toMatchObject({
      perguntar_categoria: 'opcional',
      verificar_duplicados: true,
      recaptcha_site_key: null,
      recaptcha_script_url: null,
    });
    expect(institution.categorias_login).toContainEqual({
      codigo: 'Intercamb',
      descricao: 'Intercamb - Exchange student',
    });
    expect(institution.oidc).toBe(false);
  });

  it('secao_1 lists the search guides with slugs usable as /:guia', async () => {
    const section = section1ResponseSchema.parse((await get('/secao_1', '5')).json());
    expect(section.titulo).toBe('Research guides');
    expect(section.guias.map((guide) => guide.slug)).toEqual([
      'literatura-brasileira',
      'direito',
      'saude',
      'computacao',
    ]);
    expect(section.guias[0]).toMatchObject({
      titulo: 'Brazilian literature',
      pesquisa: 'termo=literatura+brasileira',
    });
    for (const guide of section.guias) expect(reservedGuideSlugs).not.toContain(guide.slug);
  });

  it('secao_2, faq and informacoes_gerais answer the institution’s texts in the caller’s language', async () => {
    const section = section2ResponseSchema.parse((await get('/secao_2', '3')).json());
    expect(section.titulo).toBe('Servicios de la biblioteca');
    expect(section.links[1]).toEqual({
      titulo: 'Portal de revistas',
      url: 'https://uniacervo.example/periodicos',
      descricao: null,
    });
    const faq = faqResponseSchema.parse((await get('/faq')).json());
    expect(faq.faq[0]!.pergunta).toBe('Como renovo um empréstimo?');
    const info = generalInformationResponseSchema.parse((await get('/informacoes_gerais', '5')).json());
    expect(info.informacoes.map((item) => item.titulo)).toEqual(['Loan periods', 'Fines']);
  });

  it('funcionalidades lists the visitors’ activities as module/activity pairs', async () => {
    const features = featuresResponseSchema.parse((await get('/funcionalidades')).json());
    const codes = features.funcionalidades.map((feature) => feature.cod_atividade);
    expect(codes).toEqual(expect.arrayContaining([13, 18, 30, 57, 87, 88]));
    expect(codes).not.toContain(8);
  });

  it('atividade/{id} says whether an activity is on, for visitors or for the patron’s category', async () => {
    const visitor = activityResponseSchema.parse((await get('/atividade/8')).json());
    expect(visitor).toEqual({
      cod_atividade: 8,
      descricao: 'Menu da área pessoal e seletor de destino',
      ativa: false,
    });
    const session = await login(context.app, demoLogins.ana);
    const patron = (await get('/atividade/8', '1', bearer(session.access_token))).json();
    expect(patron.ativa).toBe(true);
    // A special user's category grants loan requests (activity 75).
    const special = await login(context.app, demoLogins.gabriela);
    expect((await get('/atividade/75', '1', bearer(special.access_token))).json().ativa).toBe(true);
    expect((await get('/atividade/999')).statusCode).toBe(404);
    expect((await get('/atividade/0')).statusCode).toBe(422);
    expect((await get('/atividade/8', '1', bearer('stale'))).statusCode).toBe(401);
  });

  it('atividade/{id}/informativo answers the activity’s notice, or null', async () => {
    const hold = activityNoticeResponseSchema.parse((await get('/atividade/18/informativo', '5')).json());
    expect(hold.informativo).toMatch(/^A hold is only possible/);
    expect((await get('/atividade/13/informativo')).json()).toEqual({ cod_atividade: 13, informativo: null });
    expect((await get('/atividade/999/informativo')).statusCode).toBe(404);
  });

  it('atendimento lists opening hours per library, and per campus', async () => {
    const all = serviceHoursResponseSchema.parse((await get('/atendimento')).json());
    expect(all.bibliotecas).toHaveLength(7);
    const central = all.bibliotecas.find((library) => library.desc_biblioteca === 'Biblioteca Central')!;
    expect(central.horarios).toContainEqual({ dia_semana: 6, abertura: '08:00', fechamento: '14:00' });
    const engineering = all.bibliotecas.find(
      (library) => library.desc_biblioteca === 'Biblioteca de Engenharia',
    )!;
    expect(engineering.horarios.filter((hours) => hours.dia_semana === 1)).toHaveLength(2);
    const campus = central.cod_campus;
    const one = serviceHoursResponseSchema.parse((await get(`/atendimento/${campus}`)).json());
    expect(one.bibliotecas.every((library) => library.cod_campus === campus)).toBe(true);
    expect(one.bibliotecas).toHaveLength(3);
    expect((await get('/atendimento/999')).statusCode).toBe(404);
    expect((await get('/atendimento/x')).statusCode).toBe(422);
  });

  it('eventos_institucionais and eventos_eventum list upcoming events from each source', async () => {
    const institutional = eventsResponseSchema.parse((await get('/eventos_institucionais', '5')).json());
    expect(institutional.eventos.map((event) => event.titulo)).toEqual([
      'Book Week',
      'Workshop: ABNT citation style',
    ]);
    const eventum = eventsResponseSchema.parse((await get('/eventos_eventum')).json());
    expect(eventum.eventos).toHaveLength(1);
    expect(eventum.eventos[0]!.link).toBe('https://eventos.uniacervo.example');
    await context.db.query(
      `update evento set inicio = now() - interval '3 days', fim = now() - interval '1 day'`,
    );
    expect((await get('/eventos_institucionais')).json()).toEqual({ eventos: [] });
  });

  it('autoatendimento and app-layers answer the self-service and app settings', async () => {
    expect(selfServiceResponseSchema.parse((await get('/autoatendimento')).json())).toEqual({
      showAuto: true,
      codBibAuto: 1,
      authAuto: 'senha',
      idiomaAuto: 'pt',
      urlAuto: 'https://autoatendimento.uniacervo.example',
      tecladoAuto: true,
    });
    expect(appLayersResponseSchema.parse((await get('/app-layers')).json())).toMatchObject({
      ativo: true,
      nome: 'Acervo Mobile',
    });
    await context.db.query(`update instituicao set parametros = '{}'`);
    expect((await get('/autoatendimento')).json()).toMatchObject({ showAuto: false, codBibAuto: null });
    expect((await get('/app-layers')).json()).toEqual({
      ativo: false,
      nome: null,
      url: null,
      android: null,
      ios: null,
    });
    expect((await get('/secao_1')).json()).toMatchObject({ titulo: '', texto: '' });
  });
});

describe('a setting an operator got wrong', () => {
  const context = useTestApp();

  it('is ignored on its own: logins and the other settings keep working', async () => {
    await context.db.query(
      `update instituicao set parametros = parametros || '{"autoatendimento": {"ativo": "yes"}, "login": {"perguntar_categoria": "sempre"}}'`,
    );
    const selfService = await context.app.inject({ url: '/api/parametros/autoatendimento' });
    expect(selfService.json().showAuto).toBe(false);
    expect((await context.app.inject({ url: '/api/parametros/app-layers' })).json().ativo).toBe(true);
    await login(context.app, demoLogins.ana);
    const institution = (await context.app.inject({ url: '/api/parametros/instituicao' })).json();
    expect(institution.parametros.perguntar_categoria).toBe('desligado');
  });
});
