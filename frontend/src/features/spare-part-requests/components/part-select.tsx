import type { PartUnit } from '@px/contracts';
import { Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { usePartSearch } from '../api';
import { useRequestFormat } from './use-request-format';

/** What the pickers show and the forms need of a catalogue part. */
export interface PickedPart {
  id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  available: number;
}

interface PartSelectProps {
  id?: string;
  value?: string | null;
  /** A part already chosen (a prefilled line), shown before any search. */
  initialPart?: PickedPart | null;
  onChange?: (value: string | null) => void;
  onPick?: (part: PickedPart | null) => void;
  disabled?: boolean;
  'data-testid'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A catalogue part, searched by reference, name or barcode; each option says how much is
 * available on the shelf (green) or that there is none (red).
 */
export function PartSelect({
  id,
  value,
  initialPart,
  onChange,
  onPick,
  disabled,
  ...rest
}: PartSelectProps) {
  const intl = useIntl();
  const format = useRequestFormat();
  const [search, setSearch] = useState('');
  const [, setText] = useDebouncedText(search, setSearch, SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<PickedPart | null>(initialPart ?? null);
  const parts = usePartSearch(search, !disabled);

  const options = useMemo(() => {
    const found: PickedPart[] = (parts.data?.data ?? []).map((part) => ({
      id: part.id,
      reference: part.reference,
      name: part.name,
      unit: part.unit,
      available: part.available,
    }));
    if (picked && !found.some((part) => part.id === picked.id)) found.unshift(picked);
    return found;
  }, [parts.data, picked]);

  return (
    <Select
      id={id}
      value={value ?? undefined}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={parts.isFetching}
      placeholder={intl.formatMessage({ id: 'spareParts.form.partPlaceholder' })}
      notFoundContent={
        parts.isPending ? null : intl.formatMessage({ id: 'spareParts.form.partNone' })
      }
      onChange={(partId?: string) => {
        const part = options.find((option) => option.id === partId) ?? null;
        setPicked(part);
        onChange?.(part?.id ?? null);
        onPick?.(part);
      }}
      options={options.map((part) => ({
        value: part.id,
        label: `${part.reference} · ${part.name}`,
        title: `${part.reference} · ${part.name}`,
        part,
      }))}
      optionRender={(option) => {
        const part = (option.data as { part: PickedPart }).part;
        return (
          <Flex justify="space-between" align="center" gap={8} wrap={false}>
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              <Typography.Text strong>{part.reference}</Typography.Text> {part.name}
            </Typography.Text>
            <Tag
              color={part.available > 0 ? 'green' : 'red'}
              variant="filled"
              style={{ marginInlineEnd: 0, flex: 'none' }}
            >
              {part.available > 0
                ? intl.formatMessage(
                    { id: 'spareParts.form.partAvailable' },
                    { quantity: format.quantity(part.available, part.unit) },
                  )
                : intl.formatMessage({ id: 'spareParts.form.partUnavailable' })}
            </Tag>
          </Flex>
        );
      }}
      style={{ width: '100%' }}
      data-testid={rest['data-testid'] ?? 'part-select'}
      aria-invalid={rest['aria-invalid']}
    />
  );
}
