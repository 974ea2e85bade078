import { SearchOutlined } from '@ant-design/icons';
import { PART_CATEGORIES, type PartCategory } from '@px/contracts';
import { Flex, Input, Select, Switch, Typography } from 'antd';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { ClearFiltersLink } from '@/shared/ui';
import { usePartFacets } from '../api';
import { type PartListState, SEARCH_MAX_LENGTH } from '../model';
import { useInventoryFormat } from './use-inventory-format';

interface PartFiltersProps {
  state: PartListState;
  update: (changes: ListParamChanges) => void;
  searchText: string;
  setSearchText: (text: string) => void;
  flushSearch: (text: string) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/** A labelled switch: the text is the switch's accessible name and a click target too. */
function FilterSwitch({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  const id = useId();
  return (
    <Flex gap={8} align="center">
      <Switch id={id} checked={checked} onChange={onChange} data-testid={testId} />
      <Typography.Text>
        <label htmlFor={id} style={{ cursor: 'pointer' }}>
          {label}
        </label>
      </Typography.Text>
    </Flex>
  );
}

/**
 * The parts table's filters, all in the address: search (debounced), category, brand, location,
 * "Bajo mínimo", "Ver inactivas" and "Quitar filtros".
 */
export function PartFilters({
  state,
  update,
  searchText,
  setSearchText,
  flushSearch,
  filtered,
  clearFilters,
}: PartFiltersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useInventoryFormat();
  const facets = usePartFacets();
  const brands = facets.data?.brands ?? [];
  const warehouses = facets.data?.warehouses ?? [];
  // A value in the address that the facets do not list (yet) still shows as chosen.
  const withCurrent = (values: string[], current: string | undefined) =>
    current && !values.includes(current) ? [current, ...values] : values;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={searchText}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) =>
          event.type === 'click' || event.target.value === ''
            ? flushSearch(event.target.value)
            : setSearchText(event.target.value)
        }
        onPressEnter={() => flushSearch(searchText)}
        placeholder={t('inventory.parts.filter.search')}
        aria-label={t('inventory.parts.filter.search')}
        style={{ maxWidth: 520 }}
        data-testid="parts-search"
      />
      <Flex wrap gap={12} align="center">
        <Select<PartCategory>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={state.category}
          onChange={(value?: PartCategory) => update({ category: value, part: undefined })}
          placeholder={t('inventory.parts.filter.allCategories')}
          aria-label={t('inventory.parts.filter.category')}
          style={{ width: 200 }}
          options={PART_CATEGORIES.map((category) => ({
            value: category,
            label: format.category(category),
          }))}
          data-testid="parts-category-filter"
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={state.brand}
          onChange={(value?: string) => update({ brand: value, part: undefined })}
          placeholder={t('inventory.parts.filter.allBrands')}
          aria-label={t('inventory.parts.filter.brand')}
          loading={facets.isPending}
          style={{ width: 170 }}
          options={withCurrent(brands, state.brand).map((brand) => ({
            value: brand,
            label: brand,
          }))}
          data-testid="parts-brand-filter"
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={state.warehouse}
          onChange={(value?: string) => update({ warehouse: value, part: undefined })}
          placeholder={t('inventory.parts.filter.allWarehouses')}
          aria-label={t('inventory.parts.filter.warehouse')}
          loading={facets.isPending}
          style={{ width: 170 }}
          options={withCurrent(warehouses, state.warehouse).map((warehouse) => ({
            value: warehouse,
            label: warehouse,
          }))}
          data-testid="parts-warehouse-filter"
        />
        <FilterSwitch
          checked={state.belowMinimum}
          onChange={(checked) => update({ below_minimum: checked || undefined, part: undefined })}
          label={t('inventory.parts.filter.belowMinimum')}
          testId="parts-below-minimum"
        />
        <FilterSwitch
          checked={state.includeInactive}
          onChange={(checked) =>
            update({ include_inactive: checked || undefined, part: undefined })
          }
          label={t('inventory.parts.filter.includeInactive')}
          testId="parts-include-inactive"
        />
        {filtered && (
          <ClearFiltersLink onClick={clearFilters} testId="parts-clear-filters">
            <FormattedMessage id="inventory.parts.clearFilters" />
          </ClearFiltersLink>
        )}
      </Flex>
    </Flex>
  );
}
