import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test-utils';
import { TopBar } from './top-bar';

function renderTopBar(mobile: boolean) {
  const onOpenSearch = vi.fn();
  renderWithRouter(
    <TopBar
      mobile={mobile}
      collapsed={false}
      onToggleSidebar={() => undefined}
      onOpenSearch={onOpenSearch}
    />,
    { path: '/dashboard' },
  );
  return onOpenSearch;
}

describe('top bar search button (SPEC §2)', () => {
  it('shows the search text with the shortcut hint and opens the palette', async () => {
    const onOpenSearch = renderTopBar(false);
    const button = screen.getByTestId('top-search');
    expect(button).toHaveTextContent('Buscar órdenes, clientes...');
    expect(button).toHaveTextContent(/Ctrl\+K|⌘K/);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
  });

  it('is an icon button on small screens that opens the palette too', async () => {
    const onOpenSearch = renderTopBar(true);
    const button = screen.getByRole('button', { name: 'Buscar órdenes, clientes...' });
    await userEvent.click(button);
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
  });
});
