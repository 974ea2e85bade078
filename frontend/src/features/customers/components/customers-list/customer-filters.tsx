import { BankOutlined, SearchOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import type { CustomerType } from '@px/contracts';
import { Flex, Input, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { ClearFiltersLink, ListSortSelect } from '@/shared/ui';
import {
  CUSTOMER_SORTS,
  type CustomerListState,
  type CustomerSort,
  DEFAULT_CUSTOMER_SORT,
} from '../../model';

interface CustomerFiltersProps {
  state: CustomerListState;
  update: (changes: ListParamChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  tagText: string;
  setTagText: (text: string) => void;
  flushTag: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/** The customers list's filter bar: search, type, tag, sort and "clear filters". */
export function CustomerFilters({
  state,
  update,
  searchText,
  setSearchText,
  flushSearch,
  tagText,
  setTagText,
  flushTag,
  filtered,
  clearFilters,
}: CustomerFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { type, sort } = state;
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        value={searchText}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushSearch(event.target.value)
            : setSearchText(event.target.value)
        }
        onPressEnter={() => flushSearch(searchText)}
        placeholder={t('customers.list.searchPlaceholder')}
        aria-label={t('customers.list.searchPlaceholder')}
        style={{ flex: '1 1 260px', maxWidth: 400 }}
        data-testid="customers-search"
      />
      <Select<CustomerType>
        allowClear
        value={type}
        onChange={(value?: CustomerType) => update({ type: value })}
        placeholder={t('customers.list.typeFilter')}
        aria-label={t('customers.list.typeFilter')}
        style={{ width: 170 }}
        options={[
          { value: 'person', label: t('customers.type.person') },
          { value: 'company', label: t('customers.type.company') },
        ]}
        optionRender={(option) => (
          <Flex gap={8} align="center">
            {option.value === 'company' ? <BankOutlined /> : <UserOutlined />}
            {option.label}
          </Flex>
        )}
        data-testid="customers-type-filter"
      />
      <Input
        allowClear
        prefix={<TagOutlined />}
        value={tagText}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushTag(event.target.value)
            : setTagText(event.target.value)
        }
        onPressEnter={() => flushTag(tagText)}
        placeholder={t('customers.list.tagFilter')}
        aria-label={t('customers.list.tagFilter')}
        style={{ width: 170 }}
        data-testid="customers-tag-filter"
      />
      <ListSortSelect<CustomerSort>
        label={t('customers.list.sortBy')}
        value={sort}
        sorts={CUSTOMER_SORTS}
        labelOf={(value) => t(`customers.sort.${value}`)}
        onChange={(value) => update({ sort: value })}
        defaultSort={DEFAULT_CUSTOMER_SORT}
        width={250}
        testId="customers-sort"
      />
      {filtered && (
        <ClearFiltersLink onClick={clearFilters} testId="customers-clear-filters">
          <FormattedMessage id="customers.list.clearFilters" />
        </ClearFiltersLink>
      )}
    </Flex>
  );
}
