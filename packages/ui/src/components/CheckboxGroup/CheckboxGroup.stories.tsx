import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Receber avisos por',
    description: 'Escolha ao menos um meio.',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="email">E-mail</Checkbox>
        <Checkbox value="sms">SMS</Checkbox>
        <Checkbox value="push">Notificação no aplicativo</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Receber avisos por' });
    await expect(group).toHaveAccessibleDescription('Escolha ao menos um meio.');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard('[Space]');
    await userEvent.tab();
    await userEvent.keyboard('[Space]');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['email'] } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Escolha ao menos um meio de aviso.', validationBehavior: 'aria' },
};
