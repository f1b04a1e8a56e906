import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureToday } from '../../../testing/mocks/circulation-fixtures.ts';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as TeachingPlansPage } from './teaching-plans-page.tsx';

const department = { codigo: 2, descricao: 'Departamento de Direito' };

/** The demo university's disciplines with plans (a sample). */
const optionsFixture = {
  disciplinas: [
    { codigo: 'DIR201', nome: 'Introdução ao Direito', departamento: department, anos: [2026] },
    {
      codigo: 'LET101',
      nome: 'Literatura Brasileira I',
      departamento: { codigo: 1, descricao: 'Departamento de Letras' },
      anos: [2026, 2025],
    },
  ],
  departamentos: [
    { codigo: 2, descricao: 'Departamento de Direito' },
    { codigo: 1, descricao: 'Departamento de Letras' },
  ],
  bibliotecas: [
    { codigo: 1, descricao: 'Biblioteca Central' },
    { codigo: 2, descricao: 'Biblioteca de Direito' },
  ],
};

/** DIR201's plan: a title on the shelf, one all lent out (due back soon), one with no lendable copy. */
const plansFixture = {
  planos: [
    {
      codigo: 11,
      disciplina: { codigo: 'DIR201', nome: 'Introdução ao Direito' },
      departamento: department,
      professor: 'Prof. Daniel Alves',
      ano: 2026,
      semestre: 2,
      periodo: 3,
      bibliografia: [
        {
          codAcervo: 101,
          titulo: 'Introdução ao estudo do direito: técnica, decisão, dominação',
          autor: 'Ferraz Junior, Tercio Sampaio',
          ano: 2019,
          tipo: 'basica',
          exemplares: 3,
          disponiveis: 2,
          proximaDevolucao: null,
        },
        {
          codAcervo: 102,
          titulo: 'Teoria pura do direito',
          autor: 'Kelsen, Hans',
          ano: 2009,
          tipo: 'basica',
          exemplares: 2,
          disponiveis: 0,
          proximaDevolucao: '2026-12-03',
        },
        {
          codAcervo: 103,
          titulo: 'O direito e a justiça',
          autor: null,
          ano: null,
          tipo: 'complementar',
          exemplares: 0,
          disponiveis: 0,
          proximaDevolucao: null,
        },
      ],
    },
  ],
};

const optionsPath = '/api/acervo/plano-ensino/disciplinas-bibliotecas';
const plansPath = '/api/acervo/plano-ensino/bibliografia';
const answer = (body: object = plansFixture) => http.get(plansPath, () => HttpResponse.json(body));

/** Data arrives through the mock server; on a busy machine that can take a moment. */
const settle = { timeout: 5000 };

const meta = {
  title: 'Screens/My area/Teaching plans',
  component: TeachingPlansPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: {
    layout: 'padded',
    route: '/meupergamum/plano-ensino?disciplina=DIR201',
    loggedIn: true,
    today: fixtureToday,
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(optionsPath, () => HttpResponse.json(optionsFixture)),
      answer(),
    );
  },
} satisfies Meta<typeof TeachingPlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discipline's plan: its facts, and each title a link with its availability in words. */
export const Bibliography: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole(
      'article',
      { name: 'DIR201 — Introdução ao Direito (2026, 2º semestre)' },
      settle,
    );
    await expect(within(plan).getByText('Prof. Daniel Alves')).toBeVisible();
    const basic = within(plan).getByRole('list', { name: 'Bibliografia básica' });
    await expect(within(basic).getByRole('link', { name: 'Teoria pura do direito' })).toHaveAttribute(
      'href',
      '/acervo/102',
    );
    await expect(within(basic).getByText('2 de 3 disponíveis')).toBeVisible();
    await expect(within(basic).getByText('Devolução prevista: 03/12/2026')).toBeVisible();
    const complementary = within(plan).getByRole('list', { name: 'Bibliografia complementar' });
    await expect(within(complementary).getByText('Sem exemplares para empréstimo')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Disciplina' })).toHaveValue('DIR201');
  },
};

/** Searching with every field empty: the spec's "fill at least one field", and nothing is asked. */
export const FillAtLeastOneField: Story = {
  parameters: { route: '/meupergamum/plano-ensino' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'DIR201 — Introdução ao Direito' }, settle);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Preencha ao menos um campo.');
    await expect(canvas.getByRole('combobox', { name: 'Departamento' })).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Planos encontrados' })).toBeNull();
  },
};

/** No plan matches: says so and suggests fewer filters. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(answer({ planos: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Nenhum plano de ensino encontrado' },
        settle,
      ),
    ).toBeVisible();
  },
};

/** The plans cannot be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(plansPath, () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar esta lista.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** While the plans load: skeleton lines, and the region says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(plansPath, async () => {
        await delay('infinite');
        return HttpResponse.json(plansFixture);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('Carregando…')).not.toHaveLength(0);
  },
};
