import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: { title: 'Notas de conteúdo', children: 'Inclui índice remissivo e bibliografia.' },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Notas de conteúdo' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Inclui índice remissivo e bibliografia.')).not.toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('[Enter]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Inclui índice remissivo e bibliografia.')).toBeVisible();
    await userEvent.keyboard('[Space]');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AccordionOneAtATime: Story = {
  render: () => (
    <Accordion defaultExpandedKeys={['hours']}>
      <Disclosure id="hours" title="Horário de funcionamento">
        Segunda a sexta, das 8h às 22h.
      </Disclosure>
      <Disclosure id="loans" title="Regras de empréstimo">
        Até 5 obras por 14 dias.
      </Disclosure>
      <Disclosure id="fines" title="Multas">
        R$ 1,00 por dia de atraso.
      </Disclosure>
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const hours = canvas.getByRole('button', { name: 'Horário de funcionamento' });
    const loans = canvas.getByRole('button', { name: 'Regras de empréstimo' });
    await expect(hours).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(loans);
    await expect(loans).toHaveAttribute('aria-expanded', 'true');
    await expect(hours).toHaveAttribute('aria-expanded', 'false');
  },
};
