import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Text } from '../Text/Text.tsx';
import { Icon } from './Icon.tsx';
import { iconNames } from './paths.ts';

const meta = {
  title: 'Typography/Icon',
  component: Icon,
  args: { name: 'search', size: 'lg' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

/** The whole set with its names; decorative by default, so they are hidden from screen readers. */
export const Set: Story = {
  render: () => (
    <Inline gap="lg" as="ul" aria-label="Ícones">
      {iconNames.map((name) => (
        <Text as="li" key={name} size="sm">
          <Icon name={name} size="lg" /> {name}
        </Text>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Atenção' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atenção' })).toBeVisible();
  },
};
