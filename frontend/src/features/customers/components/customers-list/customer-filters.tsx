import {
  BankOutlined,
  ClearOutlined,
  SearchOutlined,
  TagOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CustomerType } from '@px/contracts';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
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
      <Select<CustomerSort>
        value={sort}
        onChange={(value) => update({ sort: value === DEFAULT_CUSTOMER_SORT ? undefined : value })}
        aria-label={t('customers.list.sortBy')}
        prefix={<Typography.Text type="secondary">{t('customers.list.sortBy')}</Typography.Text>}
        style={{ width: 250 }}
        options={CUSTOMER_SORTS.map((value) => ({
          value,
          label: t(`customers.sort.${value}`),
        }))}
        data-testid="customers-sort"
      />
      {filtered && (
        <Button
          type="link"
          icon={<ClearOutlined />}
          onClick={clearFilters}
          data-testid="customers-clear-filters"
        >
          <FormattedMessage id="customers.list.clearFilters" />
        </Button>
      )}
    </Flex>
  );
}
