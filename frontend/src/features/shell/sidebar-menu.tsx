import { ReloadOutlined } from '@ant-design/icons';
import type { NavigationMenuCategory } from '@px/contracts';
import { Alert, Badge, Button, Flex, Menu, type MenuProps, Skeleton } from 'antd';
import { PlainText } from '@/shared/ui';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { normalizePath } from '@/features/access/route-access';
import { useNavigationMenu, usePendingWorkOrders } from './api';
import { NavIcon } from './icons';

/** The list page of work orders, whose menu item carries the pending badge. */
const WORK_ORDER_PATHS = new Set(['/orders', '/ordenes']);

/**
 * The menu item whose href best matches the address: an exact match, else the longest href that
 * is a parent of it ("/orders/42/edit" highlights "/orders").
 */
export function activeHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = normalizePath(pathname);
  let best: string | null = null;
  for (const href of hrefs) {
    const candidate = normalizePath(href);
    if (candidate === path) return href;
    if (candidate !== '/' && path.startsWith(`${candidate}/`)) {
      if (!best || candidate.length > normalizePath(best).length) best = href;
    }
  }
  return best;
}

export interface SidebarMenuProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

/** The server-built navigation menu (SPEC §2 "Sidebar"). */
export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const userId = useAppSelector((state) => state.auth.user?.id);
  const menu = useNavigationMenu(userId);
  const categories: NavigationMenuCategory[] = useMemo(() => menu.data ?? [], [menu.data]);
  const hasOrders = categories.some((category) =>
    category.items.some((item) => WORK_ORDER_PATHS.has(normalizePath(item.href))),
  );
  const pending = usePendingWorkOrders(hasOrders);
  const [closed, setClosed] = useState<string[]>([]);

  const hrefs = useMemo(
    () => categories.flatMap((category) => category.items.map((item) => item.href)),
    [categories],
  );
  const selected = activeHref(location.pathname, hrefs);

  if (menu.isPending) {
    return (
      <Flex
        vertical
        gap={12}
        style={{ padding: 16 }}
        data-testid="sidebar-loading"
        aria-busy="true"
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton.Button key={index} active block size="small" />
        ))}
      </Flex>
    );
  }

  if (menu.isError) {
    return (
      <div style={{ padding: collapsed ? 8 : 16 }}>
        <Alert
          type="error"
          showIcon={!collapsed}
          data-testid="sidebar-error"
          title={<FormattedMessage id="shell.menu.error" />}
          action={
            !collapsed && (
              <Button
                size="small"
                icon={<ReloadOutlined />}
                onClick={() => void menu.refetch()}
                aria-label={intl.formatMessage({ id: 'common.retry' })}
              />
            )
          }
        />
      </div>
    );
  }

  if (categories.length === 0) {
    return collapsed ? null : (
      <p style={{ padding: 16, margin: 0 }} data-testid="sidebar-empty">
        <PlainText tone="secondary">
          <FormattedMessage id="shell.menu.empty" />
        </PlainText>
      </p>
    );
  }

  const items: MenuProps['items'] = categories.map((category) => {
    const pages = category.items.map((item) => {
      const isOrders = WORK_ORDER_PATHS.has(normalizePath(item.href));
      const badge = isOrders && pending > 0 ? pending : item.badge;
      return {
        key: item.href,
        icon: <NavIcon name={item.icon} />,
        label: (
          <Link to={item.href} onClick={onNavigate} data-testid={`nav-item-${item.href}`}>
            <Flex justify="space-between" align="center" gap={8}>
              <span className="px-nav-label">{item.name}</span>
              {badge !== undefined && badge !== null && badge !== '' && badge !== 0 && (
                <Badge
                  count={badge}
                  overflowCount={99}
                  size="small"
                  data-testid={isOrders ? 'nav-orders-badge' : undefined}
                />
              )}
            </Flex>
          </Link>
        ),
      };
    });
    return {
      key: `category:${category.id}`,
      label: category.display_name,
      icon: <NavIcon name={category.icon ?? category.items[0]?.icon} />,
      // Collapsed, a category's icon opens a pop-up that names the category and each of its
      // pages in full (the icons alone say too little); its styles live in styles.css.
      popupClassName: 'px-sidebar-popup',
      children: collapsed
        ? [
            {
              type: 'group' as const,
              key: `group:${category.id}`,
              label: category.display_name,
              children: pages,
            },
          ]
        : pages,
    };
  });

  const categoryKeys = categories.map((category) => `category:${category.id}`);
  const openKeys = collapsed ? undefined : categoryKeys.filter((key) => !closed.includes(key));

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      // 16 px per level instead of antd's 24 leaves room for "Recepción de vehículos" at 256 px.
      inlineIndent={16}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(openKeys ? { openKeys } : {})}
      onOpenChange={(keys) => {
        if (collapsed) return;
        setClosed(categoryKeys.filter((key) => !keys.includes(key)));
      }}
      className="px-sidebar-menu"
      style={{ borderInlineEnd: 0, background: 'transparent' }}
      data-testid="sidebar-menu"
    />
  );
}
