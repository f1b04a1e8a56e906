import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Seu empréstimo foi renovado.', children: 'Nova data de devolução: 12/03/2026.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', title: 'O catálogo será atualizado às 22h.', children: undefined },
};
export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /Sucesso: Seu empréstimo foi renovado\./,
    );
  },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Serviço Rede Pergamum não disponível!', children: undefined },
};
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Ocorreu um erro inesperado.',
    children: 'Tente novamente em alguns minutos.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      /Erro: Ocorreu um erro inesperado\./,
    );
  },
};

export const Dismissable: Story = {
  args: { tone: 'warning', isDismissable: true, onDismiss: fn(), title: 'Você tem 1 débito pendente.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dispensar' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Alert tone="info" title="Informação" />
      <Alert tone="success" title="Tudo certo" isDismissable />
      <Alert tone="warning" title="Atenção" isDismissable />
      <Alert tone="error" title="Erro" isDismissable />
    </div>
  ),
};
