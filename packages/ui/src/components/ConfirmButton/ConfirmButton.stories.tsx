import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmButton } from './ConfirmButton.tsx';

const meta = {
  title: 'Components/ConfirmButton',
  component: ConfirmButton,
  args: {
    children: 'Esvaziar a cesta',
    title: 'Esvaziar a cesta?',
    body: 'Os 3 títulos da cesta serão retirados dela.',
    confirmLabel: 'Esvaziar',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing happens until the patron confirms; Escape and Cancel both leave things as they were. */
export const Destructive: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Esvaziar a cesta' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Esvaziar a cesta?' });
    await expect(dialog).toHaveTextContent('Os 3 títulos da cesta serão retirados dela.');
    // Focus starts on the safe choice, so a stray Enter destroys nothing.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('[Enter]');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('[Space]');
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Esvaziar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** In a list, each button is named after its line, and the question names it too. */
export const NamedInAList: Story = {
  args: {
    children: 'Cancelar',
    'aria-label': 'Cancelar a reserva de Dom Casmurro',
    title: 'Cancelar a reserva de Dom Casmurro?',
    body: 'Você perderá sua posição na fila.',
    confirmLabel: 'Cancelar reserva',
    cancelLabel: 'Manter reserva',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cancelar a reserva de Dom Casmurro' });
    await expect(trigger).toHaveTextContent('Cancelar');
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancelar a reserva de Dom Casmurro?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Manter reserva' })).toHaveFocus());
  },
};

/** Settles the pending confirmation below when the play function says the server has answered. */
let answer: () => void = () => {};

/** An action that asks the server keeps the dialog open, pending, until the answer comes. */
export const WaitsForTheAnswer: Story = {
  args: {
    children: 'Gerar novo endereço',
    buttonVariant: 'primary',
    variant: 'primary',
    title: 'Gerar um novo endereço?',
    body: 'O endereço atual deixará de funcionar.',
    confirmLabel: 'Gerar',
  },
  render: function Render(args) {
    return (
      <ConfirmButton
        {...args}
        onConfirm={async () => {
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          await args.onConfirm();
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gerar novo endereço' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Gerar um novo endereço?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
