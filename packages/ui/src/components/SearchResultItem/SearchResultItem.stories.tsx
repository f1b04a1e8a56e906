import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SearchResultItem } from './SearchResultItem.tsx';

const meta = {
  title: 'Components/SearchResultItem',
  component: SearchResultItem,
  args: {
    title: 'Dom Casmurro: romance',
    href: '#titulo-123',
    authors: ['Assis, Machado de'],
    year: 1899,
    type: 'Livro',
    availability: { label: 'Disponível', tone: 'success' },
    details: 'Rio de Janeiro: Garnier. 869.93 A848d',
    actions: (
      <>
        <Button variant="secondary" onPress={fn()}>
          Reservar
        </Button>
        <Button variant="quiet">Adicionar à cesta</Button>
      </>
    ),
  },
} satisfies Meta<typeof SearchResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    const link = within(article).getByRole('link', { name: 'Dom Casmurro: romance' });
    await expect(within(article).getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(article).toHaveTextContent('Assis, Machado de');
    await expect(article).toHaveTextContent('1899');
    await expect(article).toHaveTextContent('Disponível');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(within(article).getByRole('button', { name: 'Reservar' })).toHaveFocus();
  },
};

export const OnLoan: Story = {
  args: {
    title: 'Vidas secas',
    authors: ['Ramos, Graciliano'],
    year: 1938,
    availability: { label: 'Emprestado até 12/03', tone: 'warning' },
    details: undefined,
  },
};

export const List: Story = {
  render: () => (
    <section aria-label="Resultados">
      <SearchResultItem
        title="Iracema"
        href="#1"
        authors={['Alencar, José de']}
        year={1865}
        type="Livro"
        availability={{ label: 'Disponível', tone: 'success' }}
      />
      <SearchResultItem
        title="O cortiço"
        href="#2"
        authors={['Azevedo, Aluísio']}
        year={1890}
        type="E-book"
        availability={{ label: 'Online', tone: 'info' }}
      />
      <SearchResultItem
        title="Macunaíma: o herói sem nenhum caráter"
        href="#3"
        authors={['Andrade, Mário de']}
        year={1928}
        type="Livro"
        availability={{ label: 'Indisponível', tone: 'danger' }}
      />
    </section>
  ),
};

/** The covers grid's card: a larger cover above the text, as the search's 'C' display shows it. */
export const Card: Story = {
  args: { layout: 'card' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-layout', 'card');
    await expect(article.querySelector('[data-component="Cover"]')).toHaveAttribute('data-size', 'md');
    await expect(within(article).getByRole('link', { name: 'Dom Casmurro: romance' })).toBeVisible();
  },
};
