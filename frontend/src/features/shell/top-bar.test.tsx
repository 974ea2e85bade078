import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TopBar } from './top-bar';

function renderTopBar(mobile: boolean) {
  const onOpenSearch = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <TopBar
        mobile={mobile}
        collapsed={false}
        onToggleSidebar={() => undefined}
        onOpenSearch={onOpenSearch}
      />
    </MemoryRouter>,
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
