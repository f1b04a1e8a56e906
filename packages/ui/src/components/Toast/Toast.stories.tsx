import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LazyToastRegion } from './LazyToastRegion.tsx';
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

const laterQueue = createToastQueue();

/**
 * The frame's region arrives with its first toast: before it, no landmark and no region code; after
 * it, the region's code stays, so the next toast shows at once.
 */
export const LoadedWithTheFirstToast: Story = {
  args: { queue: laterQueue },
  render: (args) => (
    <>
      {/* Kept until dismissed, so the picture never races the 8-second timeout. */}
      <Button
        onPress={() =>
          laterQueue.show({ tone: 'info', title: 'Título adicionado à cesta.' }, { timeout: null })
        }
      >
        Adicionar à cesta
      </Button>
      <LazyToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await expect(body.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar à cesta' }));
    const region = await body.findByRole('region', { name: 'Notificações' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Título adicionado à cesta.');
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());
    // The region's code is loaded now: the next toast is drawn in the same render as its press.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar à cesta' }));
    await expect(body.getByRole('status')).toHaveTextContent('Título adicionado à cesta.');
  },
};
