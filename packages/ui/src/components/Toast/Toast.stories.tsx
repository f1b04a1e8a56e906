import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { createToastQueue } from './toast-queue.ts';

const queue = createToastQueue();

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { queue },
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button
          onPress={() =>
            queue.show({ tone: 'success', title: 'Empréstimo renovado.', description: 'Devolução em 12/03.' })
          }
        >
          Renovar
        </Button>
        <Button
          variant="secondary"
          onPress={() => queue.show({ tone: 'warning', title: 'Serviço Rede Pergamum não disponível!' })}
        >
          Aviso
        </Button>
        <Button
          variant="danger"
          onPress={() =>
            queue.show({ tone: 'error', title: 'Ocorreu um erro inesperado.' }, { timeout: null })
          }
        >
          Erro persistente
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renovar' }));
    const body = within(document.body);
    const region = await body.findByRole('region', { name: 'Notificações' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Sucesso: Empréstimo renovado.Devolução em 12/03.');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The toast can be closed from the keyboard: focus it, then press its close button.
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('status')).not.toBeInTheDocument());
  },
};
