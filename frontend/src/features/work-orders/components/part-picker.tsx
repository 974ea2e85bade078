import { PART_UNIT_LABELS, type Paginated, type PartListItem } from '@px/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { apiRequest } from '@/shared/api';

interface Props {
  id?: string;
  value?: string | null;
  /** The picked part (null when cleared): the modal fills the line's name, price and VAT. */
  onPick: (part: PartListItem | null) => void;
}

const quantity = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

/**
 * A part line's catalogue part (issue 20): searched by reference, name or barcode, showing what is
 * available, so the line reserves stock (and says "sin stock" when the shelf cannot cover it).
 */
export function PartPicker({ id, value, onPick }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PartListItem | null>(null);
  const parts = useQuery({
    queryKey: ['parts', 'picker', search],
    queryFn: () =>
      apiRequest<Paginated<PartListItem>>(
        `/api/parts?limit=20${search ? `&q=${encodeURIComponent(search)}` : ''}`,
      ),
    staleTime: 30_000,
  });
  const options = [...(parts.data?.data ?? [])];
  if (picked && !options.some((part) => part.id === picked.id)) options.unshift(picked);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value ?? undefined}
      loading={parts.isFetching}
      placeholder={intl.formatMessage({ id: 'workOrders.lines.partPlaceholder' })}
      notFoundContent={intl.formatMessage({ id: 'workOrders.lines.partNone' })}
      onChange={(partId?: string) => {
        const part = options.find((option) => option.id === partId) ?? null;
        setPicked(part);
        onPick(part);
      }}
      options={options.map((part) => ({
        value: part.id,
        label: (
          <Space size={6} wrap={false}>
            <Typography.Text strong>{part.reference}</Typography.Text>
            <span>{part.name}</span>
            <Tag color={part.available > 0 ? 'green' : 'red'} bordered={false}>
              {intl.formatMessage(
                { id: 'workOrders.lines.partAvailable' },
                { quantity: quantity.format(part.available), unit: PART_UNIT_LABELS[part.unit] },
              )}
            </Tag>
          </Space>
        ),
      }))}
      style={{ width: '100%' }}
      data-testid="line-part"
    />
  );
}
