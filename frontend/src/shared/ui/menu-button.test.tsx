import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { MenuButton } from './menu-button';

function renderMenu(onClick = vi.fn()) {
  renderWithProviders(
    <MenuButton
      menu={{
        items: [
          { key: 'in_progress', label: 'En curso' },
          { key: 'cancelled', label: 'Cancelada' },
        ],
        onClick: ({ key }) => onClick(key),
      }}
    >
      <button type="button">Mover a…</button>
    </MenuButton>,
  );
  return onClick;
}

describe('MenuButton', () => {
  it('opens from the keyboard with the focus on its first item, and Enter chooses it', async () => {
    const onClick = renderMenu();
    screen.getByRole('button', { name: 'Mover a…' }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'En curso' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledWith('in_progress');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const onClick = renderMenu();
    const button = screen.getByRole('button', { name: 'Mover a…' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'En curso' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(onClick).not.toHaveBeenCalled();
  });
});
