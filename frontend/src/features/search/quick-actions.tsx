import {
  CalendarOutlined,
  CarOutlined,
  FileSearchOutlined,
  MenuOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { normalizeText } from './page-matching';

/** SPEC §2 "Acciones rápidas". An action with a path navigates; the others run in the shell. */
export interface QuickAction {
  id: 'search-orders' | 'new-appointment' | 'new-customer' | 'new-vehicle' | 'toggle-nav';
  labelId: string;
  /** Other words it is found by, Spanish and English. */
  keywords: readonly string[];
  icon: ReactNode;
  path?: string;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    id: 'search-orders',
    labelId: 'search.action.searchOrders',
    keywords: ['órdenes de trabajo', 'reparaciones', 'search orders', 'work orders'],
    icon: <FileSearchOutlined />,
    path: '/orders',
  },
  {
    id: 'new-appointment',
    labelId: 'search.action.newAppointment',
    keywords: ['cita', 'citas', 'agenda', 'new appointment', 'book'],
    icon: <CalendarOutlined />,
    path: '/appointments/new',
  },
  {
    id: 'new-customer',
    labelId: 'search.action.newCustomer',
    keywords: ['cliente', 'alta de cliente', 'new customer', 'add customer'],
    icon: <UserAddOutlined />,
    path: '/customers/new',
  },
  {
    id: 'new-vehicle',
    labelId: 'search.action.newVehicle',
    keywords: ['vehículo', 'coche', 'alta de vehículo', 'new vehicle', 'add car'],
    icon: <CarOutlined />,
    path: '/vehicles/new',
  },
  {
    id: 'toggle-nav',
    labelId: 'search.action.toggleNav',
    keywords: [
      'barra lateral',
      'menú',
      'navegación',
      'sidebar',
      'menu',
      'navigation',
      'toggle nav',
    ],
    icon: <MenuOutlined />,
  },
];

/**
 * The actions shown for the typed text (SPEC §2: "filtered by the typed text"): all while it is
 * empty, else those whose label or a keyword contains it. Actions leading to a page the user may
 * not open are never offered.
 */
export function visibleQuickActions(
  text: string,
  label: (action: QuickAction) => string,
  canOpen: (path: string) => boolean,
  actions: readonly QuickAction[] = QUICK_ACTIONS,
): QuickAction[] {
  const needle = normalizeText(text);
  return actions.filter(
    (action) =>
      (!action.path || canOpen(action.path)) &&
      (needle === '' ||
        [label(action), ...action.keywords].some((candidate) =>
          normalizeText(candidate).includes(needle),
        )),
  );
}
