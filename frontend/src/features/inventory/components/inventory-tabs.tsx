import { PERMISSIONS, type PermissionName } from '@px/contracts';
import type { ComponentType } from 'react';
import { PartsPanel } from './parts-panel';
import { SuppliersPanel } from './suppliers-panel';
import { PurchaseOrdersTab } from '../purchase-orders/purchase-orders-tab';

export interface InventoryTabPanelProps {
  /**
   * Whether the address still shows this tab: a late write (the debounced search box) must not
   * land after the user moved to another tab, and bring this one back.
   */
  isCurrent: () => boolean;
}

/** One tab of /inventory: its key in the address (?tab=), its label, who sees it, its panel. */
export interface InventoryTab {
  key: string;
  labelId: string;
  permission: PermissionName;
  Panel: ComponentType<InventoryTabPanelProps>;
  testId: string;
}

/**
 * The tabs of /inventory, in order; the first is the default (no ?tab in the address). Adding a
 * tab (e.g. "Pedidos": { key: 'orders', permission: purchase_orders.read, … }) is one entry here
 * and its labelId in i18n. A tab's panel owns its filters, buttons, drawers and modals; it is
 * mounted only while it shows.
 */
export const INVENTORY_TABS: readonly InventoryTab[] = [
  {
    key: 'parts',
    labelId: 'inventory.tab.parts',
    permission: PERMISSIONS.inventory.parts.read,
    Panel: PartsPanel,
    testId: 'inventory-tab-parts',
  },
  {
    key: 'suppliers',
    labelId: 'inventory.tab.suppliers',
    permission: PERMISSIONS.inventory.suppliers.read,
    Panel: SuppliersPanel,
    testId: 'inventory-tab-suppliers',
  },
  {
    key: 'orders',
    labelId: 'purchaseOrders.tab',
    permission: PERMISSIONS.inventory.purchase_orders.read,
    Panel: PurchaseOrdersTab,
    testId: 'inventory-tab-orders',
  },
];
