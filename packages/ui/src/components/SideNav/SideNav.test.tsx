import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { groupsContaining, SideNav, type SideNavItem } from './SideNav.tsx';

const items: SideNavItem[] = [
  { id: 'home', label: 'Início', href: '#inicio' },
  {
    id: 'circulation',
    label: 'Circulação',
    items: [
      { id: 'loans', label: 'Empréstimos', href: '#emprestimos' },
      {
        id: 'history',
        label: 'Histórico',
        items: [{ id: 'returned', label: 'Devolvidos', href: '#devolvidos' }],
      },
    ],
  },
  { id: 'data', label: 'Meus dados', items: [{ id: 'profile', label: 'Cadastro', href: '#cadastro' }] },
];

function renderNav(props: Partial<Parameters<typeof SideNav>[0]> = {}) {
  return render(
    <I18nProvider locale="pt-BR">
      <SideNav aria-label="Meu Pergamum" items={items} {...props} />
    </I18nProvider>,
  );
}

describe('SideNav', () => {
  it('finds the groups that hold a page, at any depth', () => {
    expect(groupsContaining(items, 'returned')).toEqual(['circulation', 'history']);
    expect(groupsContaining(items, 'home')).toEqual([]);
    expect(groupsContaining(items, 'missing')).toEqual([]);
  });

  it('opens the groups on the path to the current page and marks it', () => {
    renderNav({ currentId: 'returned' });
    expect(screen.getByRole('button', { name: 'Circulação' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Histórico' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Meus dados' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Devolvidos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Cadastro' })).not.toBeInTheDocument();
  });

  it('toggles a group with the keyboard and closes it with Escape from inside', async () => {
    renderNav();
    const group = screen.getByRole('button', { name: 'Meus dados' });
    group.focus();
    await userEvent.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Cadastro' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();
  });

  it('collapses behind the menu toggle and closes after a link is chosen', async () => {
    const onNavigate = vi.fn();
    renderNav({ onNavigate });
    // jsdom is a wide window, where the md media query hides the toggle (and so its name): find it by part.
    const toggle = document.querySelector<HTMLButtonElement>('[data-part="Toggle"]')!;
    expect(toggle).toHaveTextContent('Menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Início' }));
    expect(onNavigate).toHaveBeenCalledWith('home');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SideNav as a drawer', () => {
  it('opens the drawer from the toggle, reports the open state and closes after a link', async () => {
    const onOpenChange = vi.fn();
    renderNav({ smallScreen: 'drawer', onOpenChange });
    const toggle = document.querySelector<HTMLButtonElement>('[data-part="Toggle"]')!;
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Meu Pergamum' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Início' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled open state', () => {
    renderNav({ smallScreen: 'drawer', isOpen: true });
    expect(screen.getByRole('dialog', { name: 'Meu Pergamum' })).toBeInTheDocument();
  });

  it('opens the groups of a page reached later', () => {
    const { rerender } = renderNav({ currentId: 'home' });
    expect(screen.getByRole('button', { name: 'Circulação' })).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <I18nProvider locale="pt-BR">
        <SideNav aria-label="Meu Pergamum" items={items} currentId="loans" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Circulação' })).toHaveAttribute('aria-expanded', 'true');
  });
});
