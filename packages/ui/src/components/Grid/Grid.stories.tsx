import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../tokens/css-variables.ts';
import { Text } from '../Text/Text.tsx';
import { Grid } from './Grid.tsx';

const titles = ['Dom Casmurro', 'Grande Sertão: Veredas', 'Vidas Secas', 'Macunaíma', 'O Cortiço', 'Iracema'];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { gap: 'md' },
  render: (args) => (
    <Grid {...args} as="ul" aria-label="Obras">
      {titles.map((title) => (
        <Text as="li" key={title}>
          {title}
        </Text>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fluid: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
  },
};

export const ThreeColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    // Items 1-3 share a row; item 4 starts the next one.
    await expect(items[2]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[3]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
};

export const WideItems: Story = { args: { minItemWidth: vars.breakpoint.sm } };
