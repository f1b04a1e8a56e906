import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Política de privacidade', href: '#privacidade' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Ao continuar você aceita a <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Política de privacidade' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#privacidade');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Ver todos os exemplares' } };

export const WithoutHref: Story = {
  args: { href: undefined, onPress: fn(), children: 'Mostrar mais' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mostrar mais' });
    link.focus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
