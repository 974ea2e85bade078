import type { CustomerSearchResult } from '@px/contracts';
import { Flex, Select, Spin, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY_LENGTH } from '@/shared/query-config';
import { searchCustomers } from '../api';
import { contactLine } from '../model';

export interface CustomerPickerProps {
  /** Set by Form.Item so its label points at the search box. */
  id?: string;
  value?: string | null;
  onChange?: (id: string | null, customer: CustomerSearchResult | null) => void;
  /** The name to show for an initial value that was not picked from a search. */
  initialLabel?: string;
  /** Ids that may not be picked (a merge never offers the customer itself). */
  excludeIds?: string[];
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
  /** Its name when no Form.Item label points at it (WCAG 4.1.2). */
  'aria-label'?: string;
}

const MIN_CHARS = SEARCH_MIN_QUERY_LENGTH;
const DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

/**
 * Picks a customer by typing a name, NIF, phone or plate (GET /api/customers/search), showing each
 * one's NIF and contact so two namesakes can be told apart.
 */
export function CustomerPicker({
  id,
  value,
  onChange,
  initialLabel,
  excludeIds = [],
  placeholder,
  allowClear = true,
  style,
  ...rest
}: CustomerPickerProps) {
  const intl = useIntl();
  const [options, setOptions] = useState<CustomerSearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  /** The text last searched (≥ 2 characters), to tell "type more" from "nothing found". */
  const [searched, setSearched] = useState('');
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      controller.current?.abort();
      window.clearTimeout(timer.current);
    },
    [],
  );

  const onSearch = (text: string) => {
    window.clearTimeout(timer.current);
    controller.current?.abort();
    if (text.trim().length < MIN_CHARS) {
      setOptions([]);
      setLoading(false);
      setSearched('');
      return;
    }
    setLoading(true);
    timer.current = window.setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      searchCustomers(text.trim(), current.signal)
        .then((found) => {
          if (current.signal.aborted) return;
          setOptions(found.filter((c) => !excludeIds.includes(c.id)));
          setSearched(text.trim());
        })
        .catch(() => {
          if (!current.signal.aborted) setOptions([]);
        })
        .finally(() => {
          if (!current.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
  };

  const selectOptions = options.map((customer) => ({
    value: customer.id,
    label: customer.full_name,
    customer,
  }));
  if (value && initialLabel && !options.some((option) => option.id === value)) {
    selectOptions.unshift({ value, label: initialLabel, customer: undefined as never });
  }

  return (
    <Select
      showSearch={{ filterOption: false, onSearch }}
      allowClear={allowClear}
      value={value ?? undefined}
      placeholder={placeholder ?? intl.formatMessage({ id: 'customers.picker.placeholder' })}
      notFoundContent={
        loading ? (
          <Flex justify="center" style={{ padding: 8 }}>
            <Spin size="small" />
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {intl.formatMessage({
              id: searched ? 'customers.picker.none' : 'customers.picker.hint',
            })}
          </Typography.Text>
        )
      }
      options={selectOptions}
      optionRender={(option) => {
        const customer = (option.data as { customer?: CustomerSearchResult }).customer;
        return (
          <Flex vertical>
            <Typography.Text>{option.label}</Typography.Text>
            {customer && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[customer.nif, contactLine(customer)].filter(Boolean).join(' · ') ||
                  intl.formatMessage({ id: 'customers.noContact' })}
              </Typography.Text>
            )}
            {customer?.matchType === 'plate' && customer.matchedPlate && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {intl.formatMessage(
                  { id: 'customers.picker.byPlate' },
                  { plate: customer.matchedPlate },
                )}
              </Typography.Text>
            )}
          </Flex>
        );
      }}
      onChange={(id: string | undefined) => {
        const picked = options.find((customer) => customer.id === id) ?? null;
        onChange?.(id ?? null, picked);
      }}
      id={id}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid']}
      style={{ width: '100%', ...style }}
    />
  );
}
