import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Enviar por e-mail' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Enviar referência</Button>
      <Modal isDismissable>
        <Dialog
          {...args}
          actions={
            <>
              <Button slot="close" variant="secondary">
                Cancelar
              </Button>
              <Button slot="close">Enviar</Button>
            </>
          }
        >
          <TextField label="E-mail" type="email" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InModal: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Enviar referência' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Enviar por e-mail' });
    // Focus moves into the dialog and Tab stays inside it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('[Enter]');
    await userEvent.click(await body.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
