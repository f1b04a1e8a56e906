import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
import { tabFromHash } from './hash-tab.ts';

const ids = ['details', 'copies', 'marc'] as const;

function TitleTabs() {
  return (
    <Tabs hashIds={ids}>
      <TabList aria-label="Dados do título">
        <Tab id="details">Detalhes</Tab>
        <Tab id="copies">Exemplares</Tab>
        <Tab id="marc">MARC</Tab>
      </TabList>
      <TabPanel id="details">Autor, editora…</TabPanel>
      <TabPanel id="copies">3 exemplares</TabPanel>
      <TabPanel id="marc">=245 10$a…</TabPanel>
    </Tabs>
  );
}

describe('Tabs linkable by URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads only known tab ids from the hash', () => {
    expect(tabFromHash('#copies', ids)).toBe('copies');
    expect(tabFromHash('#other', ids)).toBeUndefined();
    expect(tabFromHash('', ids)).toBeUndefined();
  });

  it('opens the panel the URL names', () => {
    window.history.replaceState(null, '', '/titulo/1#marc');
    render(<TitleTabs />);
    expect(screen.getByRole('tab', { name: 'MARC' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('=245');
  });

  it('writes the selected tab to the URL as the user moves with the keyboard', async () => {
    window.history.replaceState(null, '', '/titulo/1?lng=pt');
    render(<TitleTabs />);
    expect(screen.getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(window.location.hash).toBe('#copies');
    expect(window.location.search).toBe('?lng=pt');
    await userEvent.keyboard('{End}');
    expect(window.location.hash).toBe('#marc');
  });

  it('follows the hash when it changes (back button, in-page link)', async () => {
    render(<TitleTabs />);
    window.location.hash = '#copies';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('3 exemplares'));
  });
});
