import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useSupplier, useSupplierSearch } from '../api';

export interface SupplierSelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** A supplier whose name is known already (the edited order's): no look-up for it. */
  known?: { id: string; name: string } | null;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
}

/**
 * A supplier, searched by name or NIF/CIF on the server (the list asks once the menu opens). A
 * value from the address shows its name, looked up by id.
 */
export function SupplierSelect({
  id,
  value,
  onChange,
  known,
  placeholder,
  allowClear,
  disabled,
  style,
  ...aria
}: SupplierSelectProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [, setText] = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const found = useSupplierSearch(search, opened && !disabled);
  const listed = (found.data?.data ?? []).some((supplier) => supplier.id === value);
  const named = useSupplier(value && !listed && known?.id !== value ? value : null);

  const options = useMemo(() => {
    const list = (found.data?.data ?? []).map((supplier) => ({
      value: supplier.id,
      label: supplier.name,
    }));
    if (value && !list.some((option) => option.value === value)) {
      const name = known?.id === value ? known.name : named.data?.name;
      list.unshift({ value, label: name ?? intl.formatMessage({ id: 'purchaseOrders.loading' }) });
    }
    return list;
  }, [found.data, value, known, named.data, intl]);

  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next?: string) => onChange?.(next ?? null)}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isFetching}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      notFoundContent={
        found.isPending ? null : intl.formatMessage({ id: 'purchaseOrders.supplier.none' })
      }
      options={options}
      style={style}
      aria-label={aria['aria-label']}
      aria-invalid={aria['aria-invalid']}
      data-testid={aria['data-testid']}
    />
  );
}
