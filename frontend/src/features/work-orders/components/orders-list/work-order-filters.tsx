import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from '@px/contracts';
import { Button, Flex } from 'antd';
import { useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { DateRangeFilter, DeferredSelect, TextInput } from '@/shared/ui';
import type { useAssignees } from '../../api';
import type { WorkOrderListState } from '../../model';
import { PriorityIcon } from '../status-tag';

interface WorkOrderFiltersProps {
  state: WorkOrderListState;
  update: (changes: ListParamChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  /** Whether the assignee filter shows (users who see every order). */
  seesAll: boolean;
  assignees: ReturnType<typeof useAssignees>;
  filtered: boolean;
  clearFilters: () => void;
}

/** The orders list's filter bar: search, status, priority, assignee, dates, customer, clear. */
export function WorkOrderFilters({
  state,
  update,
  searchText,
  setSearchText,
  flushSearch,
  seesAll,
  assignees,
  filtered,
  clearFilters,
}: WorkOrderFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Flex wrap gap={8} align="center">
      <TextInput
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('workOrders.list.searchPlaceholder')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onPressEnter={() => flushSearch(searchText)}
        style={{ width: 260 }}
        aria-label={t('workOrders.list.searchPlaceholder')}
        data-testid="orders-search"
      />
      {state.view === 'table' && (
        <DeferredSelect
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={t('workOrders.field.status')}
          value={state.statuses}
          onChange={(value: string[]) => update({ status: value })}
          options={WORK_ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(`workOrders.status.${status}`),
          }))}
          style={{ minWidth: 180 }}
          aria-label={t('workOrders.field.status')}
          data-testid="filter-status"
        />
      )}
      <DeferredSelect
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('workOrders.field.priority')}
        value={state.priorities}
        onChange={(value: string[]) => update({ priority: value })}
        options={WORK_ORDER_PRIORITIES.map((priority) => ({
          value: priority,
          label: <PriorityIcon priority={priority} withLabel />,
        }))}
        style={{ minWidth: 170 }}
        aria-label={t('workOrders.field.priority')}
      />
      {seesAll && (
        <DeferredSelect
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('workOrders.field.assignee')}
          value={state.assignedTo}
          onChange={(value?: string) => update({ assigned_to: value })}
          options={(assignees.data ?? []).map((employee) => ({
            value: employee.id,
            label: employee.full_name,
          }))}
          style={{ width: 180 }}
          aria-label={t('workOrders.field.assignee')}
        />
      )}
      <DateRangeFilter
        from={state.dateFrom ?? null}
        to={state.dateTo ?? null}
        onChange={({ from, to }) =>
          update({ date_from: from ?? undefined, date_to: to ?? undefined })
        }
        placeholders={[t('workOrders.list.dateFrom'), t('workOrders.list.dateTo')]}
        label={t('workOrders.list.dates')}
        width={240}
        testId="orders-dates"
      />
      {state.customerId && (
        <Button onClick={() => update({ customer_id: undefined })}>
          {t('workOrders.list.customerFilter')} ✕
        </Button>
      )}
      {filtered && (
        <Button icon={<ClearOutlined />} onClick={clearFilters}>
          {t('workOrders.list.clear')}
        </Button>
      )}
    </Flex>
  );
}
