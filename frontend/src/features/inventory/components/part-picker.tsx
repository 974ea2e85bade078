import type { PartListItem, PartUnit } from '@px/contracts';
import { Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { usePart, usePartSearch } from '../api';
import { useInventoryFormat } from './use-inventory-format';

/** What a picker shows of a catalogue part: a search result, or one a form already holds. */
export interface PartOption {
  id: string;
  reference: string;
  brand?: string;
  name: string;
  unit: PartUnit;
  /** On the shelf and not reserved; unknown (null) for a part read from a saved record. */
  available: number | null;
  /** Ordered from suppliers and not yet received. */
  on_order?: number | null;
}

export interface PartPickerProps<Known extends PartOption = never> {
  id?: string;
  /** The chosen part's id (a form field's value). */
  value?: string | null;
  /** The id and the part (a search result, or `part`); null both when cleared. */
  onChange?: (partId: string | null, part: PartListItem | Known | null) => void;
  /** Called after onChange with the part the user picked (not for a value set by the form). */
  onPick?: (part: PartListItem | Known | null) => void;
  /** The chosen part when the caller knows it (a prefilled or saved line): shown before a search. */
  part?: Known | null;
  /** The search box's hint; "Busca por referencia, nombre o código de barras" by default. */
  placeholder?: string;
  /** Whether the choice can be cleared (true by default). */
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
}

/**
 * A catalogue part, searched by reference, name, brand or barcode once the list is opened; each
 * option says how much is available on the shelf (green) or that there is none (red), and what is
 * already on order. A chosen part the search does not list (a saved line's) is read by its id.
 */
export function PartPicker<Known extends PartOption = never>({
  id,
  value,
  onChange,
  onPick,
  part,
  placeholder,
  allowClear = true,
  disabled,
  ...rest
}: PartPickerProps<Known>) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const format = useInventoryFormat();
  const [search, setSearch] = useState('');
  const [, setText] = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<PartListItem | Known | null>(null);
  const parts = usePartSearch(search, opened && !disabled);

  const found = parts.data?.data;
  const known = [picked, part].find((candidate) => !!value && candidate?.id === value);
  const unlisted = value && !known && !found?.some((option) => option.id === value);
  const read = usePart(unlisted ? value : null);

  const options = useMemo(() => {
    const listed: (PartListItem | Known)[] = [...(found ?? [])];
    const current = known ?? (read.data?.id === value ? read.data : undefined);
    if (current && !listed.some((option) => option.id === current.id)) listed.unshift(current);
    return listed;
  }, [found, known, read.data, value]);

  return (
    <Select
      id={id}
      value={value ?? undefined}
      disabled={disabled}
      allowClear={allowClear}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={parts.isFetching}
      placeholder={placeholder ?? t('inventory.partPicker.placeholder')}
      notFoundContent={parts.isPending ? null : t('inventory.partPicker.none')}
      onChange={(partId?: string) => {
        const chosen = options.find((option) => option.id === partId) ?? null;
        setPicked(chosen);
        onChange?.(chosen?.id ?? null, chosen);
        onPick?.(chosen);
      }}
      options={options.map((option) => ({
        value: option.id,
        label: `${option.reference} · ${option.name}`,
        title: [option.reference, option.brand, option.name].filter(Boolean).join(' · '),
        part: option,
      }))}
      optionRender={(option) => {
        const shown = (option.data as { part: PartOption }).part;
        const onOrder = shown.on_order ?? 0;
        return (
          <Flex wrap justify="space-between" align="center" gap={4}>
            <Typography.Text ellipsis style={{ flex: '1 1 12em', minWidth: 0 }}>
              <Typography.Text strong>{shown.reference}</Typography.Text>
              {shown.brand ? ` · ${shown.brand}` : ''} · {shown.name}
            </Typography.Text>
            {shown.available !== null && (
              <Flex gap={4} style={{ flex: 'none' }}>
                <Tag
                  color={shown.available > 0 ? 'green' : 'red'}
                  variant="filled"
                  style={{ marginInlineEnd: 0 }}
                >
                  {shown.available > 0
                    ? t('inventory.partPicker.available', {
                        quantity: format.quantity(shown.available, shown.unit),
                      })
                    : t('inventory.partPicker.unavailable')}
                </Tag>
                {onOrder > 0 && (
                  <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
                    {t('inventory.partPicker.onOrder', {
                      quantity: format.quantity(onOrder, shown.unit),
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
      aria-invalid={rest['aria-invalid']}
      data-testid={rest['data-testid'] ?? 'part-picker'}
    />
  );
}
