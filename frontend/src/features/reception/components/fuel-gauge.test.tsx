import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '@/i18n';
import { renderWithProviders } from '@/test-utils';
import messages from '../i18n/es.json';
import { FuelGauge } from './fuel-gauge';

function renderGauge(value: number | null) {
  const onChange = vi.fn();
  renderWithProviders(
    <IntlProvider locale="es-ES" messages={{ ...messagesFor('es'), ...messages }}>
      <FuelGauge value={value} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

/** antd's radio buttons take the click on their label (the input does not take pointer events). */
const choose = (name: string) =>
  userEvent.click(screen.getByRole('radio', { name }).closest('label')!);

describe('FuelGauge', () => {
  it('offers reserve to full in eighths, with nothing chosen until read', () => {
    renderGauge(null);
    const group = screen.getByRole('radiogroup', { name: 'Nivel de combustible' });
    expect(group).toHaveTextContent('Reserva1/81/43/81/25/83/47/8Lleno');
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('reports the eighths of the level chosen', async () => {
    const onChange = renderGauge(4);
    expect(screen.getByRole('radio', { name: '1/2 de depósito' })).toBeChecked();
    await choose('1/4 de depósito');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await choose('Lleno');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await choose('Reserva');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('moves along with the arrow keys', async () => {
    const onChange = renderGauge(4);
    screen.getByRole('radio', { name: '1/2 de depósito' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });
});
