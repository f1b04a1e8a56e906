import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Cancelar reserva?',
    children: 'A reserva de “Dom Casmurro” será cancelada e você perderá sua posição na fila.',
    confirmLabel: 'Cancelar reserva',
    cancelLabel: 'Manter reserva',
    variant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Cancelar reserva</Button>
      <Modal>
        <AlertDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancelar reserva' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancelar reserva?' });
    const keep = within(dialog).getByRole('button', { name: 'Manter reserva' });
    await waitFor(() => expect(keep).toHaveFocus());
    // Escape is a cancel, not a confirmation.
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('[Enter]');
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancelar reserva' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Confirmation: Story = {
  args: {
    title: 'Renovar todos os empréstimos?',
    children: 'Serão renovados os 3 empréstimos que permitem renovação.',
    confirmLabel: 'Renovar',
    cancelLabel: undefined,
    variant: 'primary',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Renovar todos os empréstimos?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible());
    await userEvent.keyboard('[Escape]');
  },
};
