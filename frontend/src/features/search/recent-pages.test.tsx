import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi, ok, permissionsFor, renderWithRouter } from '@/test-utils';
import {
  isRecordablePath,
  readRecentPages,
  RECENT_PAGES_LIMIT,
  recentPagesKey,
  recordVisit,
  screenTitleOf,
} from './recent-pages';
import { useRecordPageVisits } from './use-record-page-visits';

describe('recent pages storage', () => {
  it('keeps the pages each user visited, newest first, once each, with their time', () => {
    recordVisit('u1', { path: '/customers', title: 'Clientes', visitedAt: 1_000 });
    recordVisit('u1', { path: '/vehicles', title: 'Vehículos', visitedAt: 2_000 });
    recordVisit('u1', { path: '/customers', title: 'Clientes', visitedAt: 3_000 });
    recordVisit('u2', { path: '/orders', title: 'Órdenes de trabajo', visitedAt: 4_000 });

    expect(readRecentPages('u1')).toEqual([
      { path: '/customers', title: 'Clientes', visitedAt: 3_000 },
      { path: '/vehicles', title: 'Vehículos', visitedAt: 2_000 },
    ]);
    expect(readRecentPages('u2').map((page) => page.path)).toEqual(['/orders']);
    expect(readRecentPages('nobody')).toEqual([]);
    expect(localStorage.getItem(recentPagesKey('u1'))).toContain('/customers');
  });

  it('ignores visits without a title and to forms or session screens', () => {
    recordVisit('u1', { path: '/x', title: '   ', visitedAt: 1 });
    recordVisit('u1', { path: '/customers/new', title: 'Nuevo cliente', visitedAt: 2 });
    recordVisit('u1', { path: '/customers/7/edit', title: 'Editar', visitedAt: 3 });
    recordVisit('u1', { path: '/login', title: 'Iniciar sesión', visitedAt: 4 });
    expect(readRecentPages('u1')).toEqual([]);
    expect(isRecordablePath('/customers/7')).toBe(true);
  });

  it('is capped', () => {
    for (let i = 0; i < RECENT_PAGES_LIMIT + 5; i += 1) {
      recordVisit('u1', { path: `/p${i}`, title: `P${i}`, visitedAt: i });
    }
    const pages = readRecentPages('u1');
    expect(pages).toHaveLength(RECENT_PAGES_LIMIT);
    expect(pages[0]?.path).toBe(`/p${RECENT_PAGES_LIMIT + 4}`);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(recentPagesKey('u1'), '{not json');
    expect(readRecentPages('u1')).toEqual([]);
    localStorage.setItem(recentPagesKey('u1'), JSON.stringify([{ path: 3 }, 'x']));
    expect(readRecentPages('u1')).toEqual([]);
  });

  it('reads the title a screen gave the browser tab', () => {
    expect(screenTitleOf('Clientes · PX Taller')).toBe('Clientes');
    expect(screenTitleOf('1234 BCD · Seat León')).toBe('1234 BCD · Seat León');
    expect(screenTitleOf('PX Taller')).toBeNull();
    expect(screenTitleOf('')).toBeNull();
  });
});

describe('recording visits', () => {
  afterEach(() => {
    document.title = '';
  });

  const MENU = [
    {
      id: 'c-1',
      display_name: 'Clientes y vehículos',
      icon: 'team',
      items: [
        { name: 'Clientes', href: '/customers', icon: 'team' },
        { name: 'Vehículos', href: '/vehicles', icon: 'car' },
      ],
    },
  ];

  function Recorder() {
    useRecordPageVisits();
    return null;
  }

  function renderRecorder(userId: string, path: string) {
    mockApi({
      'GET /api/navigation/menu': () => ok(MENU),
      'GET /api/permissions-dynamic/user/sidebar': () =>
        ok([{ path: '/customers' }, { path: '/vehicles' }]),
      'GET /api/permissions-dynamic/user/permissions': () => ok(permissionsFor(['recepcion'])),
    });
    const user = makeUser({ id: userId });
    return renderWithRouter(<Recorder />, { path, user });
  }

  it('records the pages the signed-in user opens, under that user, with their menu title', async () => {
    renderRecorder('u-ana', '/customers');
    await waitFor(() =>
      expect(readRecentPages('u-ana').map((page) => [page.path, page.title])).toEqual([
        ['/customers', 'Clientes'],
      ]),
    );
    const visitedAt = readRecentPages('u-ana')[0]!.visitedAt;
    expect(Math.abs(Date.now() - visitedAt)).toBeLessThan(10_000);
    expect(readRecentPages('u-other')).toEqual([]);
  });

  it('titles a detail page with the name its screen gives the tab once loaded', async () => {
    renderRecorder('u-ana', '/customers/42');
    // Nothing known yet: the detail screen has not named itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readRecentPages('u-ana')).toEqual([]);
    act(() => {
      document.title = 'Lucía Pérez · PX Taller';
    });
    await waitFor(() =>
      expect(readRecentPages('u-ana').map((page) => [page.path, page.title])).toEqual([
        ['/customers/42', 'Lucía Pérez'],
      ]),
    );
  });

  it('does not record a page the user may not open, nor an unknown one', async () => {
    renderRecorder('u-ana', '/facturas');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    act(() => {
      document.title = 'Acceso Denegado · PX Taller';
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readRecentPages('u-ana')).toEqual([]);
  });
});
