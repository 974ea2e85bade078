import {
  DashboardOutlined,
  InfoCircleOutlined,
  ToolOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { CATALOGUE_ICONS } from '@px/contracts';
import { describe, expect, it, vi } from 'vitest';
import { displayNameOf, initialsOf } from './display-name';
import { iconNameVariants, resolveIcon } from './icons';
import { pageTitleFor } from './page-title';
import { activeHref } from './sidebar-menu';
import { formatClock } from './top-bar';

describe('display name chain (SPEC §2)', () => {
  const role = { id: 'r', name: 'recepcion', display_name: 'Recepción' };

  it('uses full_name, then the role display name, then the e-mail local part', () => {
    expect(displayNameOf({ full_name: 'Ana Jefa', email: 'jefe@taller.test', role })).toBe(
      'Ana Jefa',
    );
    for (const full_name of [null, undefined, '', '   ', 'undefined undefined']) {
      expect(displayNameOf({ full_name, email: 'jefe@taller.test', role })).toBe('Recepción');
    }
    expect(displayNameOf({ full_name: '', email: 'jefe@taller.test', role: null })).toBe('jefe');
    expect(displayNameOf({ full_name: '', email: '', role: null })).toBeNull();
    expect(displayNameOf(null)).toBeNull();
  });

  it('makes initials for the avatar fallback', () => {
    expect(initialsOf('Ana Jefa')).toBe('AJ');
    expect(initialsOf('Pedro Luis Mecánico')).toBe('PM');
    expect(initialsOf('recepcion')).toBe('R');
    expect(initialsOf('')).toBe('U');
  });
});

describe('icon resolution (SPEC §2)', () => {
  it('resolves every icon the server catalogue seeds (no info-icon fallback)', () => {
    // The catalogue's icons are typed CatalogueIcon (libs/access), so this list covers them all.
    expect(CATALOGUE_ICONS.filter((name) => resolveIcon(name) === InfoCircleOutlined)).toEqual([]);
  });

  it('resolves antd names, kebab-case, Icon suffixes and module names', () => {
    expect(resolveIcon('DashboardOutlined')).toBe(DashboardOutlined);
    expect(resolveIcon('LayoutDashboard')).toBe(DashboardOutlined);
    expect(resolveIcon('layout-dashboard')).toBe(DashboardOutlined);
    expect(resolveIcon('WrenchIcon')).toBe(ToolOutlined);
    expect(resolveIcon('work_orders')).toBe(ToolOutlined);
    expect(resolveIcon('users')).toBe(TeamOutlined);
    expect(iconNameVariants('FileTextIcon')).toContain('filetext');
  });

  it('falls back to the info icon with a logged warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveIcon('no-such-icon-xyz')).toBe(InfoCircleOutlined);
    expect(resolveIcon(null)).toBe(InfoCircleOutlined);
    expect(warn).toHaveBeenCalled();
  });
});

describe('page title (SPEC §2)', () => {
  it('is "Dashboard" at the root, otherwise the last segment capitalised', () => {
    expect(pageTitleFor('/')).toBe('Dashboard');
    expect(pageTitleFor('')).toBe('Dashboard');
    expect(pageTitleFor('/orders')).toBe('Orders');
    expect(pageTitleFor('/orders/42/edit/')).toBe('Edit');
    expect(pageTitleFor('/time-tracking')).toBe('Time-tracking');
    expect(pageTitleFor('/facturas?page=2')).toBe('Facturas');
  });
});

describe('active menu item', () => {
  const hrefs = ['/dashboard', '/orders', '/orders/new', '/customers'];
  it('matches exactly, else the longest parent', () => {
    expect(activeHref('/orders', hrefs)).toBe('/orders');
    expect(activeHref('/orders/new', hrefs)).toBe('/orders/new');
    expect(activeHref('/orders/42/edit', hrefs)).toBe('/orders');
    expect(activeHref('/settings', hrefs)).toBeNull();
  });
});

describe('clock', () => {
  it('shows the short Spanish date and 24-hour time', () => {
    const { date, time } = formatClock(new Date(2026, 10, 21, 17, 5, 9));
    expect(date).toBe('21/11/26');
    expect(time).toBe('17:05:09');
  });
});
