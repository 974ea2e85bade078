import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { patchListParams, useListState } from './use-list-state';

interface State {
  search: string;
  status: string[];
  page: number;
  limit: number;
}

const parse = (params: URLSearchParams): State => ({
  search: params.get('search') ?? '',
  status: params.getAll('status'),
  page: Math.max(1, Number(params.get('page')) || 1),
  limit: Number(params.get('limit')) || 20,
});

function renderListState(path: string, options?: { resetPage?: boolean }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState(parse, options),
      location: useLocation(),
      navigationType: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads the defaults from an empty address', () => {
    const { result } = renderListState('/customers');
    expect(result.current.list.state).toEqual({ search: '', status: [], page: 1, limit: 20 });
  });

  it('reads the state the address holds', () => {
    const { result } = renderListState('/orders?search=seat&status=open&status=on_hold&page=3');
    expect(result.current.list.state).toEqual({
      search: 'seat',
      status: ['open', 'on_hold'],
      page: 3,
      limit: 20,
    });
    expect(result.current.list.params.get('search')).toBe('seat');
  });

  it('writes a filter into the address, replacing the history entry, and goes back to page 1', () => {
    const { result } = renderListState('/customers?page=4&limit=50&tag=vip');
    act(() => result.current.list.update({ search: 'lucía' }));
    expect(result.current.location.search).toBe('?limit=50&tag=vip&search=luc%C3%ADa');
    expect(result.current.navigationType).toBe('REPLACE');
    expect(result.current.list.state).toMatchObject({ search: 'lucía', page: 1, limit: 50 });
  });

  it('changes a parameter where it stands in the address', () => {
    const { result } = renderListState('/vehicles?sort=make&search=seat');
    act(() => result.current.list.update({ sort: 'next_itv_date' }));
    expect(result.current.location.search).toBe('?sort=next_itv_date&search=seat');
  });

  it('keeps the other parameters when only the page changes', () => {
    const { result } = renderListState('/customers?search=ana');
    act(() => result.current.list.update({ page: '2' }));
    expect(result.current.location.search).toBe('?search=ana&page=2');
    act(() => result.current.list.update({ page: undefined, limit: 50 }));
    expect(result.current.location.search).toBe('?search=ana&limit=50');
  });

  it('removes empty values and writes lists as repeated keys', () => {
    const { result } = renderListState('/orders?search=x&status=open');
    act(() => result.current.list.update({ search: '', status: ['in_progress', 'completed'] }));
    expect(result.current.location.search).toBe('?status=in_progress&status=completed');
    act(() => result.current.list.update({ status: [] }));
    expect(result.current.location.search).toBe('');
  });

  it('leaves the page alone when the screen has no pagination', () => {
    const { result } = renderListState('/admin/pages?page=2', { resetPage: false });
    act(() => result.current.list.update({ q: 'taller', category: null }));
    expect(result.current.location.search).toBe('?page=2&q=taller');
  });

  it('keeps the page when a call says so', () => {
    const { result } = renderListState('/parts?page=3&q=filtro');
    act(() => result.current.list.update({ part: 'p-1' }, { resetPage: false }));
    expect(result.current.location.search).toBe('?page=3&q=filtro&part=p-1');
    act(() => result.current.list.update({ part: undefined }, { resetPage: false }));
    expect(result.current.location.search).toBe('?page=3&q=filtro');
  });

  it('keeps a write made after the caller rendered: an older closure patches the address as it is now', () => {
    const { result } = renderListState('/inventory?part=p-1');
    // The debounced search box holds the `update` of this render…
    const staleUpdate = result.current.list.update;
    // …while the drawer closes and "Bajo mínimo" is switched on, each from a newer render.
    act(() => result.current.list.update({ part: undefined }));
    act(() => result.current.list.update({ below_minimum: true, part: undefined }));
    expect(result.current.location.search).toBe('?below_minimum=true');
    act(() => staleUpdate({ q: 'PX-1', part: undefined }));
    expect(result.current.location.search).toBe('?below_minimum=true&q=PX-1');
    expect(result.current.navigationType).toBe('REPLACE');
  });

  it('keeps both of two writes made before the screen re-renders', () => {
    const { result } = renderListState('/customers?page=2');
    const { update } = result.current.list;
    act(() => {
      update({ search: 'ana' });
      update({ tag: 'vip' }, { resetPage: false });
    });
    expect(result.current.location.search).toBe('?search=ana&tag=vip');
  });

  it('drops a late write once the router is on its way to another screen', () => {
    const { result } = renderListState('/users');
    // The debounced search box of the users screen holds this render's `update`…
    const lateUpdate = result.current.list.update;
    // …when the user opens another screen before it fires.
    act(() => result.current.navigate('/employee-management'));
    act(() => lateUpdate({ search: 'mecanico1' }));
    expect(result.current.location).toMatchObject({ pathname: '/employee-management', search: '' });
  });
});

describe('patchListParams', () => {
  it('writes numbers and booleans as text', () => {
    expect(
      patchListParams(new URLSearchParams('a=1'), { active: false, limit: 50 }).toString(),
    ).toBe('a=1&active=false&limit=50');
  });
});
