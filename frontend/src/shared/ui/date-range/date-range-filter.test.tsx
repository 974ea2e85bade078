import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-utils';
import { DateRangeFilter, spanishDay } from './date-range-filter';

function renderFilter(from: string | null, to: string | null) {
  const onChange = vi.fn();
  renderWithProviders(
    <DateRangeFilter
      from={from}
      to={to}
      onChange={onChange}
      label="Fechas"
      placeholders={['Desde', 'Hasta']}
      testId="dates"
    />,
  );
  return onChange;
}

describe('DateRangeFilter', () => {
  it('holds the place with the values in Spanish order until the focus brings the picker, which takes the focus', async () => {
    renderFilter('2026-11-01', null);
    const standIn = screen.getByRole('button', { name: 'Fechas' });
    expect(standIn).toHaveTextContent('01/11/2026');
    expect(standIn).toHaveTextContent('Hasta');

    standIn.focus();
    const start = await screen.findByPlaceholderText('Desde');
    expect(start).toHaveValue('01/11/2026');
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Fechas' })).not.toBeInTheDocument();
  });

  it('once loaded, is the picker at once, and typing both days applies the range', async () => {
    const onChange = renderFilter(null, null);
    const start = screen.getByPlaceholderText('Desde');
    await userEvent.click(start);
    await userEvent.type(start, '03/11/2026{Enter}');
    const end = screen.getByPlaceholderText('Hasta');
    await userEvent.type(end, '20/11/2026{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-03', to: '2026-11-20' }),
    );
  });

  it('writes a day as the picker does', () => {
    expect(spanishDay('2026-02-09')).toBe('09/02/2026');
  });
});
