import { Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { usePartSearch } from '../api';
import type { PickedPart } from '../model';
import { useOrderFormat } from './use-order-format';

export interface PartPickerProps {
  id?: string;
  value?: PickedPart | null;
  onChange?: (part: PickedPart | null) => void;
  /** Called after onChange with the part picked by the user (not for a value set by the form). */
  onPick?: (part: PickedPart | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A line's catalogue part, searched by reference, name, brand or barcode; each option says what is
 * available on the shelf and what is already on order, so the desk does not order twice.
 */
export function PartPicker({ id, value, onChange, onPick, disabled, ...rest }: PartPickerProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const format = useOrderFormat();
  const [search, setSearch] = useState('');
  const [, setText] = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const parts = usePartSearch(search, opened && !disabled);

  const options = useMemo(() => {
    const found: PickedPart[] = (parts.data?.data ?? []).map((part) => ({
      id: part.id,
      reference: part.reference,
      brand: part.brand,
      name: part.name,
      unit: part.unit,
      cost_cents: part.cost_cents,
      available: part.available,
      on_order: part.on_order,
    }));
    if (value && !found.some((part) => part.id === value.id)) found.unshift(value);
    return found;
  }, [parts.data, value]);

  return (
    <Select
      id={id}
      value={value?.id}
      disabled={disabled}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={parts.isFetching}
      placeholder={t('purchaseOrders.form.partPlaceholder')}
      notFoundContent={parts.isPending ? null : t('purchaseOrders.form.partNone')}
      onChange={(partId?: string) => {
        const part = options.find((option) => option.id === partId) ?? null;
        onChange?.(part);
        onPick?.(part);
      }}
      options={options.map((part) => ({
        value: part.id,
        label: `${part.reference} · ${part.name}`,
        title: `${part.reference}${part.brand ? ` (${part.brand})` : ''} · ${part.name}`,
        part,
      }))}
      optionRender={(option) => {
        const part = (option.data as { part: PickedPart }).part;
        return (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text ellipsis>
              <Typography.Text strong>{part.reference}</Typography.Text>
              {part.brand ? ` · ${part.brand}` : ''} · {part.name}
            </Typography.Text>
            {part.available !== null && (
              <Flex gap={4} wrap>
                <Tag color={part.available > 0 ? 'green' : 'red'} variant="filled">
                  {t('purchaseOrders.form.partAvailable', {
                    quantity: format.quantity(part.available, part.unit),
                  })}
                </Tag>
                {(part.on_order ?? 0) > 0 && (
                  <Tag color="blue" variant="filled">
                    {t('purchaseOrders.form.partOnOrder', {
                      quantity: format.quantity(part.on_order ?? 0, part.unit),
                    })}
                  </Tag>
                )}
              </Flex>
            )}
          </Flex>
        );
      }}
      style={{ width: '100%' }}
      aria-label={rest['aria-label']}
      data-testid={rest['data-testid'] ?? 'po-part-picker'}
    />
  );
}
