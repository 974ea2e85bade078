import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerSearchResult, VehicleSummary } from '@px/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, makeUser, mockApi, ok, permissionsFor, renderWithRouter } from '@/test-utils';
import { GlobalSearch, isPaletteShortcut } from './global-search';
import { PAGE_KEYWORDS, type SearchablePage } from './page-matching';
import type { RecentPage } from './recent-pages';
import { SEARCH_SOURCES } from './registry';
import { SearchPalette } from './search-palette';
import { defineSearchSource, type RegisteredSearchSource } from './search-source';
import { useDebouncedValue } from './use-search-results';

const CUSTOMER: CustomerSearchResult = {
  id: 'c-1',
  full_name: 'Lucía Pérez',
  first_name: 'Lucía',
  last_name: 'Pérez',
  company_name: '',
  email: 'lucia@example.com',
  phone: null,
  mobile_phone: '612 345 678',
  nif: null,
  matchType: 'plate',
  matchedPlate: '1234 BCD',
};

const VEHICLE: VehicleSummary = {
  id: 'v-1',
  license_plate: '1234 BCD',
  plate_country: 'ES',
  make: 'Seat',
  model: 'León',
  year: 2019,
  vin: null,
  fuel: 'diesel',
  customer_id: 'c-2',
  customer_name: 'Marta Gil',
  odometer_km: 84_500,
  next_itv_date: null,
};

const PAGES: SearchablePage[] = [
  { path: '/customers', title: 'Clientes', keywords: PAGE_KEYWORDS['/customers']! },
  { path: '/vehicles', title: 'Vehículos', keywords: PAGE_KEYWORDS['/vehicles']! },
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface HarnessProps {
  sources?: readonly RegisteredSearchSource[];
  recentPages?: RecentPage[];
  onToggleSidebar?: () => void;
  canOpen?: (path: string) => boolean;
}

/** The palette opened over a page, as the shell keeps it: closing really closes it. */
function Harness({
  sources = SEARCH_SOURCES,
  recentPages = [],
  onToggleSidebar = () => undefined,
  canOpen = () => true,
}: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <LocationProbe />
      <output data-testid="open">{String(open)}</output>
      <SearchPalette
        open={open}
        onClose={() => setOpen(false)}
        sources={sources}
        pages={PAGES}
        canOpen={canOpen}
        recentPages={recentPages}
        onToggleSidebar={onToggleSidebar}
      />
    </>
  );
}

function renderPalette(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = renderWithRouter(<Harness {...props} />, { path: '/dashboard' });
  return { user, ...view };
}

const searchCalls = (calls: string[]) => calls.filter((call) => call.includes('/search?'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('debounce (SPEC §9: 300 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value only once it stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('global search palette', () => {
  it('shows the SPEC placeholder, is a labelled dialog with a combobox and focuses the text', async () => {
    mockApi({});
    renderPalette();
    const dialog = await screen.findByRole('dialog', { name: 'Búsqueda global' });
    const input = within(dialog).getByPlaceholderText('Buscar clientes, vehículos, órdenes...');
    expect(input).toHaveAttribute('role', 'combobox');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    expect(within(dialog).getByText('Acciones rápidas')).toBeInTheDocument();
  });

  it('asks nothing for one character, and each source once, 300 ms after typing stops', async () => {
    const calls = mockApi({
      'GET /api/customers/search': () => ok([]),
      'GET /api/vehicles/search': () => ok([]),
      'GET /api/appointments/search': () => ok([]),
    });
    const { user } = renderPalette();
    const input = await screen.findByTestId('search-input');

    await user.type(input, 'l');
    await sleep(450);
    expect(searchCalls(calls)).toEqual([]);

    await user.type(input, 'uc');
    await sleep(150);
    expect(searchCalls(calls)).toEqual([]);
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(3));
    expect(searchCalls(calls)).toEqual([
      'GET /api/customers/search?q=luc&limit=5',
      'GET /api/vehicles/search?q=luc&limit=5',
      'GET /api/appointments/search?q=luc&limit=5',
    ]);
    // Nothing found anywhere: SPEC's empty state.
    expect(await screen.findByText('No se encontraron resultados para "luc"')).toBeInTheDocument();
    expect(
      screen.getByText('Intenta con términos diferentes o verifica la ortografía'),
    ).toBeInTheDocument();

    // Back under 2 characters: results are cleared and nothing more is asked.
    await user.clear(input);
    await user.type(input, 'x');
    await sleep(400);
    expect(searchCalls(calls)).toHaveLength(3);
    expect(screen.queryByTestId('search-empty')).not.toBeInTheDocument();
  });

  it('renders customers as SPEC says, and a vehicle adds its owner', async () => {
    mockApi({
      'GET /api/customers/search': () =>
        ok([
          CUSTOMER,
          {
            ...CUSTOMER,
            id: 'c-3',
            full_name: 'Ana Ruiz',
            email: null,
            mobile_phone: null,
            matchType: 'name',
            matchedPlate: null,
          },
        ]),
      'GET /api/vehicles/search': () =>
        ok([
          VEHICLE,
          {
            ...VEHICLE,
            id: 'v-2',
            license_plate: '9999 XYZ',
            customer_id: null,
            customer_name: null,
            year: null,
          },
        ]),
    });
    const { user } = renderPalette();
    await user.type(await screen.findByTestId('search-input'), '1234');
    const results = await screen.findByTestId('search-section-results');

    await within(results).findByText('Seat León 2019');
    const options = within(results).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Lucía Pérez'),
      expect.stringContaining('Ana Ruiz'),
      expect.stringContaining('Seat León 2019'),
      expect.stringContaining('Marta Gil'),
      expect.stringContaining('Seat León'),
    ]);
    // Customer found by plate: badge, plate line, contact joined.
    expect(options[0]).toHaveTextContent('Encontrado por matrícula');
    expect(options[0]).toHaveTextContent('Matrícula: 1234 BCD');
    expect(options[0]).toHaveTextContent('lucia@example.com · 612 345 678');
    expect(options[0]).toHaveTextContent('Cliente');
    expect(options[1]).toHaveTextContent('Sin datos de contacto');
    expect(options[1]).not.toHaveTextContent('Encontrado por matrícula');
    // Vehicle: "make model year" and "plate - owner", with the plate drawn as a plate.
    expect(options[2]).toHaveTextContent('1234 BCD - Marta Gil');
    expect(within(options[2]!).getByTestId('plate-badge')).toBeInTheDocument();
    expect(options[2]).toHaveTextContent('Vehículo');
    // The owner's customer result, added by the vehicle.
    expect(options[3]).toHaveTextContent('Marta Gil');
    expect(options[3]).toHaveTextContent('Propietario de 1234 BCD');
    expect(options[3]).toHaveTextContent('Cliente');
    // A vehicle without owner.
    expect(options[4]).toHaveTextContent('9999 XYZ - Sin propietario');
  });

  it('shows a customer found by both sources once, with its contact details', async () => {
    mockApi({
      'GET /api/customers/search': () => ok([{ ...CUSTOMER, id: 'c-2', full_name: 'Marta Gil' }]),
      'GET /api/vehicles/search': () => ok([VEHICLE]),
    });
    const { user } = renderPalette();
    await user.type(await screen.findByTestId('search-input'), '1234');
    const results = await screen.findByTestId('search-section-results');
    await within(results).findByText('Seat León 2019');
    expect(within(results).getAllByText('Marta Gil')).toHaveLength(1);
    expect(within(results).queryByText('Propietario de 1234 BCD')).not.toBeInTheDocument();
  });

  it('keeps the other sources when one fails, and logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET /api/customers/search': () => apiFailure(500, 'Boom'),
      'GET /api/vehicles/search': () => ok([VEHICLE]),
    });
    const { user } = renderPalette();
    await user.type(await screen.findByTestId('search-input'), 'seat');
    const results = await screen.findByTestId('search-section-results');
    expect(await within(results).findByText('Seat León 2019')).toBeInTheDocument();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Search source failed'),
        expect.objectContaining({ source: 'customers' }),
      ),
    );
    expect(screen.queryByTestId('search-empty')).not.toBeInTheDocument();
  });

  it('keeps the other sources when one throws before answering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = defineSearchSource<string>({
      id: 'broken',
      labelId: 'search.type.page',
      minChars: 2,
      search: () => {
        throw new Error('not yet');
      },
      render: () => [],
    });
    const fine = defineSearchSource<string>({
      id: 'fine',
      labelId: 'search.type.customer',
      minChars: 2,
      search: async (query) => [`Resultado ${query}`],
      render: (item) => [
        { key: `fine:${item}`, typeLabelId: 'search.type.customer', title: item, path: '/x' },
      ],
    });
    mockApi({});
    const { user } = renderPalette({ sources: [broken, fine] });
    await user.type(await screen.findByTestId('search-input'), 'zz');
    expect(await screen.findByText('Resultado zz')).toBeInTheDocument();
  });

  it('never lets an older answer replace the newer one', async () => {
    let releaseSlow: () => void = () => undefined;
    const source = defineSearchSource<string>({
      id: 'timed',
      labelId: 'search.type.customer',
      minChars: 2,
      search: (query) =>
        query === 'ab'
          ? new Promise((resolve) => {
              releaseSlow = () => resolve(['old answer']);
            })
          : Promise.resolve(['new answer']),
      render: (item) => [
        { key: item, typeLabelId: 'search.type.customer', title: item, path: '/x' },
      ],
    });
    mockApi({});
    const { user } = renderPalette({ sources: [source] });
    const input = await screen.findByTestId('search-input');
    await user.type(input, 'ab');
    await sleep(400);
    await user.type(input, 'c');
    expect(await screen.findByText('new answer')).toBeInTheDocument();
    act(() => releaseSlow());
    await sleep(50);
    expect(screen.queryByText('old answer')).not.toBeInTheDocument();
    expect(screen.getByText('new answer')).toBeInTheDocument();
  });

  it('moves with the arrows and opens the selected result with Enter', async () => {
    mockApi({
      'GET /api/customers/search': () => ok([CUSTOMER]),
      'GET /api/vehicles/search': () => ok([VEHICLE]),
    });
    const { user } = renderPalette();
    const input = await screen.findByTestId('search-input');
    await user.type(input, '1234BCD');
    const results = await screen.findByTestId('search-section-results');
    await within(results).findByText('Seat León 2019');

    const selected = () =>
      screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toHaveTextContent('Lucía Pérez');
    expect(input).toHaveAttribute('aria-activedescendant', selected()!.id);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Seat León 2019');
    expect(input).toHaveAttribute('aria-activedescendant', selected()!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toBe(screen.getAllByRole('option').at(-1));
    await user.keyboard('{ArrowDown}{ArrowDown}');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/v-1');
    expect(screen.getByTestId('open')).toHaveTextContent('false');
  });

  it('opens a customer with the mouse', async () => {
    mockApi({
      'GET /api/customers/search': () => ok([CUSTOMER]),
      'GET /api/vehicles/search': () => ok([]),
    });
    const { user } = renderPalette();
    await user.type(await screen.findByTestId('search-input'), 'lucía');
    await user.click(await screen.findByText('Lucía Pérez'));
    expect(screen.getByTestId('location')).toHaveTextContent('/customers/c-1');
  });

  it('offers the pages whose name matches, even misspelt, and opens them', async () => {
    mockApi({
      'GET /api/customers/search': () => ok([]),
      'GET /api/vehicles/search': () => ok([]),
    });
    const { user } = renderPalette();
    await user.type(await screen.findByTestId('search-input'), 'vehiclos');
    const results = await screen.findByTestId('search-section-results');
    const page = await within(results).findByRole('option', { name: /Vehículos/ });
    expect(page).toHaveTextContent('Página');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles');
  });

  it('filters the quick actions by the text, and "toggle nav" really toggles the sidebar', async () => {
    mockApi({
      'GET /api/customers/search': () => ok([]),
      'GET /api/vehicles/search': () => ok([]),
    });
    const onToggleSidebar = vi.fn();
    const { user } = renderPalette({ onToggleSidebar });
    const actions = await screen.findByTestId('search-section-actions');
    expect(
      within(actions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Buscar órdenes',
      'Nueva cita',
      'Nuevo cliente',
      'Nuevo vehículo',
      'Mostrar u ocultar la barra lateral',
    ]);
    await user.type(screen.getByTestId('search-input'), 'barra');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('search-section-actions'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Mostrar u ocultar la barra lateral']),
    );
    await user.click(screen.getByText('Mostrar u ocultar la barra lateral'));
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('open')).toHaveTextContent('false');
  });

  it('goes to the quick actions pages', async () => {
    mockApi({});
    const { user } = renderPalette();
    await user.click(await screen.findByText('Nuevo cliente'));
    expect(screen.getByTestId('location')).toHaveTextContent('/customers/new');
  });

  it('lists the pages really visited, with how long ago, while nothing is typed', async () => {
    mockApi({});
    const now = Date.now();
    const { user } = renderPalette({
      recentPages: [
        { path: '/customers', title: 'Clientes', visitedAt: now - 5 * 60_000 },
        { path: '/vehicles/v-1', title: '1234 BCD · Seat León', visitedAt: now - 2 * 3_600_000 },
      ],
    });
    const recent = await screen.findByTestId('search-section-recent');
    expect(within(recent).getByText('Páginas recientes')).toBeInTheDocument();
    const options = within(recent).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Clientes');
    expect(options[0]).toHaveTextContent('Hace 5 min');
    expect(options[1]).toHaveTextContent('Hace 2h');
    await user.click(options[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles/v-1');
  });

  it('closes with Esc', async () => {
    mockApi({});
    renderPalette();
    const input = await screen.findByTestId('search-input');
    fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
  });
});

describe('opening the palette', () => {
  it('recognises Ctrl+K and Cmd+K only', () => {
    const key = (init: Partial<KeyboardEvent>) =>
      isPaletteShortcut({
        key: 'k',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        ...init,
      });
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true, key: 'K' })).toBe(true);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, key: 'j' })).toBe(false);
  });

  it('opens with Ctrl+K anywhere and offers only what the user may open', async () => {
    mockApi({
      'GET /api/navigation/menu': () =>
        ok([
          {
            id: 'c',
            display_name: 'Clientes',
            icon: null,
            items: [{ name: 'Clientes', href: '/customers', icon: null }],
          },
        ]),
      'GET /api/permissions-dynamic/user/sidebar': () => ok([{ path: '/customers' }]),
      'GET /api/permissions-dynamic/user/permissions': () => ok(permissionsFor(['recepcion'])),
    });
    function Shell() {
      const [open, setOpen] = useState(false);
      return <GlobalSearch open={open} onOpenChange={setOpen} onToggleSidebar={() => undefined} />;
    }
    renderWithRouter(<Shell />, { path: '/dashboard', user: makeUser() });
    expect(screen.queryByTestId('search-palette')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const actions = await screen.findByTestId('search-section-actions');
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nuevo cliente', 'Mostrar u ocultar la barra lateral']),
    );
  });
});
