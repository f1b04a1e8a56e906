import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { GridList, GridListItem } from './GridList.tsx';

const meta = {
  title: 'Components/GridList',
  component: GridList,
  args: { 'aria-label': 'Cesta', selectionMode: 'multiple', onSelectionChange: fn() },
  render: (args) => (
    <GridList {...args}>
      <GridListItem id="1" textValue="Dom Casmurro">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem', alignItems: 'center' }}>
          Dom Casmurro
          <Button variant="quiet">Reservar</Button>
        </div>
      </GridListItem>
      <GridListItem id="2" textValue="Iracema">
        Iracema
      </GridListItem>
      <GridListItem id="3" textValue="Vidas secas">
        Vidas secas
      </GridListItem>
    </GridList>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Cesta' });
    const row = (name: string) => within(grid).getByRole('row', { name });
    await userEvent.tab();
    await expect(row('Dom Casmurro')).toHaveFocus();
    await userEvent.keyboard('[ArrowDown]');
    await expect(row('Iracema')).toHaveFocus();
    await userEvent.keyboard('[End]');
    await expect(row('Vidas secas')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await userEvent.keyboard('[Space]');
    await expect(row('Dom Casmurro')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
    // Type-ahead.
    await userEvent.keyboard('vi');
    await expect(row('Vidas secas')).toHaveFocus();
  },
};

export const Empty: Story = {
  render: (args) => <GridList {...args}>{[]}</GridList>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent('Nenhum resultado');
  },
};
