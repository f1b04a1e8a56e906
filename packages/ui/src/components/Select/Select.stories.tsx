import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListBoxItem } from '../ListBox/ListBox.tsx';
import { Select } from './Select.tsx';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Destino',
    description: 'Para onde ir depois de entrar.',
    onSelectionChange: fn(),
    children: null,
  },
  render: (args) => (
    <Select {...args}>
      <ListBoxItem id="M">Meu Pergamum</ListBoxItem>
      <ListBoxItem id="C">Catálogo</ListBoxItem>
      <ListBoxItem id="R">Reservas</ListBoxItem>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Destino/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('[ArrowDown]');
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await waitFor(() => expect(body.getByRole('option', { name: 'Meu Pergamum' })).toHaveFocus());
    await userEvent.keyboard('[End]');
    await expect(body.getByRole('option', { name: 'Reservas' })).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await expect(body.getByRole('option', { name: 'Meu Pergamum' })).toHaveFocus();
    await userEvent.keyboard('cat');
    await expect(body.getByRole('option', { name: 'Catálogo' })).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('C');
    await expect(trigger).toHaveTextContent('Catálogo');
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('[Space]');
    await body.findByRole('listbox');
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria', errorMessage: 'Escolha um destino.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'M' } };
