import type { Paginated, PartListItem } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/test-utils';
import { PartPicker } from '../index';

/** What the picker reads of a catalogue part (the API sends the whole list item). */
const part = (fields: Partial<PartListItem> = {}) =>
  ({
    id: 'p-1',
    reference: 'OC90',
    brand: 'Mahle',
    name: 'Filtro de aceite',
    unit: 'ud',
    available: 2,
    on_order: 6,
    ...fields,
  }) as PartListItem;

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

const PADS = part({
  id: 'p-2',
  reference: 'P85020',
  brand: 'Brembo',
  name: 'Pastillas de freno',
  available: 0,
  on_order: 0,
});

describe('PartPicker', { timeout: 40_000 }, () => {
  it('searches the catalogue once opened, shows the stock, and hands over the picked part', async () => {
    const api = stubApi({ 'GET /api/parts': page([part(), PADS]) });
    const onChange = vi.fn();
    const onPick = vi.fn();
    renderWithProviders(
      <PartPicker aria-label="Pieza" onChange={onChange} onPick={onPick} data-testid="picker" />,
    );
    const box = screen.getByRole('combobox', { name: 'Pieza' });
    expect(api.to('GET', '/api/parts')).toHaveLength(0);

    await userEvent.type(box, 'freno');
    await waitFor(() =>
      expect(api.to('GET', '/api/parts').map((call) => call.query.get('q'))).toContain('freno'),
    );
    const filter = await screen.findByTitle('OC90 · Mahle · Filtro de aceite');
    expect(filter).toHaveTextContent('Disponible: 2 ud.');
    expect(filter).toHaveTextContent('En pedido: 6 ud.');
    const pads = screen.getByTitle('P85020 · Brembo · Pastillas de freno');
    expect(pads).toHaveTextContent('Sin existencias');
    expect(within(pads).queryByText(/En pedido/)).not.toBeInTheDocument();

    await userEvent.click(pads);
    expect(onChange).toHaveBeenCalledWith('p-2', PADS);
    expect(onPick).toHaveBeenCalledWith(PADS);
  });

  it('shows a chosen part it is given, and reads an unknown one by its id', async () => {
    const api = stubApi({ 'GET /api/parts/p-1': part() });
    const known = {
      id: 'p-2',
      reference: 'P85020',
      name: 'Pastillas de freno',
      unit: 'ud' as const,
      available: 0,
    };
    const { unmount } = renderWithProviders(<PartPicker value="p-2" part={known} />);
    expect(await screen.findByText('P85020 · Pastillas de freno')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/parts'))).toHaveLength(0);
    unmount();

    renderWithProviders(<PartPicker value="p-1" />);
    expect(await screen.findByText('OC90 · Filtro de aceite')).toBeInTheDocument();
    expect(api.to('GET', '/api/parts/p-1')).toHaveLength(1);
    expect(api.to('GET', '/api/parts')).toHaveLength(0);
  });
});
