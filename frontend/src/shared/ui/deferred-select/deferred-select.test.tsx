import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';

const STATUSES = [
  { value: 'open', label: 'Abierta' },
  { value: 'in_progress', label: 'En curso' },
];

// Each test starts with antd's Select not yet fetched (the module keeps it once loaded).
async function freshDeferredSelect() {
  vi.resetModules();
  return (await import('./deferred-select')).DeferredSelect;
}

describe('DeferredSelect', () => {
  it('holds the place with its name and placeholder; a press brings antd’s Select, open, and a choice applies', async () => {
    const DeferredSelect = await freshDeferredSelect();
    const onChange = vi.fn();
    renderWithProviders(
      <DeferredSelect
        mode="multiple"
        placeholder="Estado"
        aria-label="Estado"
        options={STATUSES}
        value={[]}
        onChange={onChange}
        data-testid="filter-status"
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Estado' });
    expect(standIn).toHaveTextContent('Estado');
    expect(standIn).toHaveAttribute('data-testid', 'filter-status');

    // A press (or Enter or Space on the button); which of the pointer's events the real Select
    // arrives between depends on how fast its chunk loads.
    act(() => standIn.click());
    await screen.findByRole('option', { name: 'En curso' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Estado' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('En curso'));
    expect(onChange).toHaveBeenCalledWith(['in_progress'], expect.anything());
  });

  it('shows the chosen value’s label until the focus brings the Select, which takes the focus', async () => {
    const DeferredSelect = await freshDeferredSelect();
    renderWithProviders(
      <DeferredSelect
        aria-label="Tamaño de página"
        options={[
          { value: 20, label: '20 / página' },
          { value: 50, label: '50 / página' },
        ]}
        value={50}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Tamaño de página' });
    expect(standIn).toHaveTextContent('50 / página');

    standIn.focus();
    const select = await screen.findByRole('combobox', { name: 'Tamaño de página' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(screen.getByTitle('50 / página')).toBeInTheDocument();
  });

  it('draws chosen values of a multiple select with antd’s own tags at once', async () => {
    const DeferredSelect = await freshDeferredSelect();
    renderWithProviders(
      <DeferredSelect mode="multiple" aria-label="Estado" options={STATUSES} value={['open']} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByTitle('Abierta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Estado' })).not.toBeInTheDocument();
  });
});
