import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { registerRouterPathname } from '../router-location';
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

  it('drops a late write once the router is on its way to another screen', () => {
    let routerAt = '/users';
    registerRouterPathname(() => routerAt);
    try {
      const { result } = renderListState('/users');
      routerAt = '/employee-management';
      act(() => result.current.list.update({ search: 'mecanico1' }));
      expect(result.current.location.search).toBe('');
      routerAt = '/users';
      act(() => result.current.list.update({ search: 'mecanico1' }));
      expect(result.current.location.search).toBe('?search=mecanico1');
    } finally {
      registerRouterPathname(null);
    }
  });
});

describe('patchListParams', () => {
  it('writes numbers and booleans as text', () => {
    expect(
      patchListParams(new URLSearchParams('a=1'), { active: false, limit: 50 }).toString(),
    ).toBe('a=1&active=false&limit=50');
  });
});
