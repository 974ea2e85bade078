import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test-utils';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('links the parent pages, names itself and hides the separators from assistive technology', () => {
    renderWithRouter(
      <Breadcrumb items={[{ label: 'Clientes', to: '/customers' }, { label: 'Ana Gómez' }]} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/customers',
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(items[1]).toHaveTextContent(/^Ana Gómez$/);
    // One separator between two items, not read out.
    expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    expect(nav).toHaveTextContent('Clientes/Ana Gómez');
  });
});
