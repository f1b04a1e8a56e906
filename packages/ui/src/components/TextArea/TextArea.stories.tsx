import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: 'Comentário',
    description: 'Sua opinião sobre esta obra (até 500 caracteres).',
    maxLength: 500,
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Comentário' });
    await expect(textarea).toHaveAttribute('rows', '5');
    await userEvent.type(textarea, 'Primeira linha{Enter}Segunda linha');
    await expect(textarea).toHaveValue('Primeira linha\nSegunda linha');
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Escreva um comentário antes de enviar.',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Comentário' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(/Escreva um comentário antes de enviar\./);
  },
};
