import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { EmployeePosition, EmployeeSort } from '@px/contracts';
import { Flex, Input, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { ClearFiltersLink, ListSortSelect } from '@/shared/ui';
import {
  DEFAULT_EMPLOYEE_SORT,
  EMPLOYEE_POSITIONS,
  EMPLOYEE_SORTS,
  EMPLOYEE_STATUSES,
  type EmployeeListState,
  type EmployeeStatusFilter,
} from '../model';

interface EmployeeFiltersProps {
  state: EmployeeListState;
  update: (changes: ListParamChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/** The employees list's filter bar: search, status, position, sort and "clear filters". */
export function EmployeeFilters({
  state,
  update,
  searchText,
  setSearchText,
  flushSearch,
  filtered,
  clearFilters,
}: EmployeeFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Input
        // A 24 × 24 px target around the clear icon (WCAG 2.5.8).
        allowClear={{ clearIcon: <CloseCircleFilled style={{ padding: 5 }} /> }}
        prefix={<SearchOutlined />}
        value={searchText}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushSearch(event.target.value)
            : setSearchText(event.target.value)
        }
        onPressEnter={() => flushSearch(searchText)}
        placeholder={t('employees.list.searchPlaceholder')}
        aria-label={t('employees.list.searchPlaceholder')}
        style={{ flex: '1 1 260px', maxWidth: 400 }}
        data-testid="employees-search"
      />
      <Select<EmployeeStatusFilter>
        allowClear
        value={state.status}
        onChange={(value?: EmployeeStatusFilter) => update({ status: value })}
        placeholder={t('employees.list.statusFilter')}
        aria-label={t('employees.list.statusFilter')}
        style={{ width: 150 }}
        options={EMPLOYEE_STATUSES.map((status) => ({
          value: status,
          label: t(`employees.filter.${status}`),
        }))}
        data-testid="employees-status-filter"
      />
      <Select<EmployeePosition>
        allowClear
        value={state.position}
        onChange={(value?: EmployeePosition) => update({ position: value })}
        placeholder={t('employees.list.positionFilter')}
        aria-label={t('employees.list.positionFilter')}
        style={{ width: 180 }}
        options={EMPLOYEE_POSITIONS.map((position) => ({
          value: position,
          label: t(`employees.position.${position}`),
        }))}
        data-testid="employees-position-filter"
      />
      <ListSortSelect<EmployeeSort>
        label={t('employees.list.sortBy')}
        value={state.sort}
        sorts={EMPLOYEE_SORTS}
        labelOf={(value) => t(`employees.sort.${value}`)}
        onChange={(value) => update({ sort: value })}
        defaultSort={DEFAULT_EMPLOYEE_SORT}
        width={260}
        testId="employees-sort"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="employees-clear-filters">
          <FormattedMessage id="employees.list.clearFilters" />
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
