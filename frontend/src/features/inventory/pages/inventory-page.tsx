import { LockOutlined } from '@ant-design/icons';
import { Flex, Result, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { PageHeader } from '@/shared/ui';
import { INVENTORY_TABS } from '../components/inventory-tabs';
import { tabOf } from '../model';
import { useInventoryLiveUpdates } from '../use-inventory-live-updates';

/**
 * /inventory, the parts desk's main screen: "Piezas" (stock, filters, the part's drawer and its
 * ledger, adjustments, CSV import and export) and "Proveedores". The tab lives in the address
 * (?tab=suppliers); each tab's own filters too, cleared when the tab changes. Stock pushed by
 * other desks refreshes it live.
 */
export default function InventoryPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { hasPermission } = usePermissions();
  const [params, setParams] = useSearchParams();
  useInventoryLiveUpdates();

  const tabs = INVENTORY_TABS.filter((tab) => hasPermission(tab.permission));
  const active = tabOf(
    params.get('tab'),
    tabs.map((tab) => tab.key),
  );

  /**
   * The tab being shown, ahead of the render during a tab change: a panel's late write (its
   * debounced search) checks it, so it cannot bring back the tab the user just left.
   */
  const shown = useRef(active);
  useEffect(() => {
    shown.current = active;
  }, [active]);

  const changeTab = (key: string) => {
    shown.current = key;
    // Each tab reads its own filters from the address: they do not carry over.
    const next = new URLSearchParams();
    if (key !== tabs[0]?.key) next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <Flex vertical data-testid="inventory-page">
      <PageHeader title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
      {active === null ? (
        <Result
          status="403"
          icon={<LockOutlined aria-hidden />}
          title={t('inventory.noTabs')}
          data-testid="inventory-no-tabs"
        />
      ) : (
        <Tabs
          activeKey={active}
          onChange={changeTab}
          destroyOnHidden
          items={tabs.map(({ key, labelId, Panel, testId }) => ({
            key,
            label: <span data-testid={testId}>{t(labelId)}</span>,
            children: <Panel isCurrent={() => shown.current === key} />,
          }))}
        />
      )}
    </Flex>
  );
}
