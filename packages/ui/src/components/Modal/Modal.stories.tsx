import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { isDismissable: true },
  render: (args) => (
    <DialogTrigger>
      <Button>Ver termos de uso</Button>
      <Modal {...args}>
        <Dialog title="Termos de uso">
          <p>O empréstimo é pessoal e intransferível.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DismissOutside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver termos de uso' }));
    const body = within(document.body);
    await body.findByRole('dialog', { name: 'Termos de uso' });
    // A click on the backdrop closes a dismissable modal.
    await userEvent.click(document.body, { skipHover: true });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Ver termos de uso</Button>
      <Modal {...args}>
        <Dialog title="Termos de uso">
          <p>O empréstimo é pessoal e intransferível.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
