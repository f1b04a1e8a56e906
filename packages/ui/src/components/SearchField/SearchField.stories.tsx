import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Pesquisar no acervo',
    placeholder: 'Título, autor ou assunto',
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Pesquisar no acervo' });
    await userEvent.type(input, 'machado de assis{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('machado de assis');
    const clear = canvas.getByRole('button', { name: 'Limpar pesquisa' });
    await expect(clear).toBeVisible();
    await userEvent.keyboard('[Escape]');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.type(input, 'dom');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar pesquisa' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};
