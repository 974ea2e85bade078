import type { PartListItem } from '@px/contracts';
import { Button, Flex, Grid, Table, Typography } from 'antd';
import type { TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { locationText } from '../model';
import { StockTags } from './stock-tags';
import { useInventoryFormat } from './use-inventory-format';

interface PartsTableProps {
  parts: PartListItem[];
  loading: boolean;
  emptyText: ReactNode;
  pagination: TablePaginationConfig;
  onOpen: (part: PartListItem) => void;
}

type Column = ColumnsType<PartListItem>[number];

/** A control inside a clickable row: it does its own thing, not the row's. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The parts with their stock. From 1600 px every field has its own column; below (a 1024 px
 * tablet beside the menu: about 670 px of table) reference, name, brand, category and location
 * share the first column, so the stock figures and the value stay side by side without
 * scrolling. A row opens the part's drawer; its reference is a button, so the keyboard opens it
 * too.
 */
export function PartsTable({ parts, loading, emptyText, pagination, onOpen }: PartsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useInventoryFormat();
  const screens = Grid.useBreakpoint();
  const wide = screens.xxl ?? false;

  const openButton = (part: PartListItem) => (
    <Button
      type="link"
      size="small"
      onClick={(event) => {
        stop(event);
        onOpen(part);
      }}
      style={{
        padding: 0,
        height: 'auto',
        fontWeight: 600,
        whiteSpace: 'normal',
        textAlign: 'left',
      }}
      aria-label={intl.formatMessage(
        { id: 'inventory.parts.open' },
        { reference: part.reference, name: part.name },
      )}
      data-testid="part-open"
    >
      {part.reference}
    </Button>
  );
  const tags = (part: PartListItem) =>
    (part.below_minimum || !part.active) && (
      <Flex wrap gap={4}>
        <StockTags belowMinimum={part.below_minimum} active={part.active} />
      </Flex>
    );
  const secondary = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );

  const partColumns: Column[] = wide
    ? [
        {
          title: t('inventory.parts.column.reference'),
          key: 'reference',
          width: 160,
          render: (_, part) => (
            <Flex vertical align="flex-start" gap={4}>
              {openButton(part)}
              {tags(part)}
            </Flex>
          ),
        },
        {
          title: t('inventory.parts.column.name'),
          key: 'name',
          render: (_, part) => (
            <Flex vertical gap={2}>
              <span>{part.name}</span>
              {part.brand && secondary(part.brand)}
            </Flex>
          ),
        },
        {
          title: t('inventory.parts.column.category'),
          key: 'category',
          width: 170,
          render: (_, part) => format.category(part.category),
        },
        {
          title: t('inventory.parts.column.location'),
          key: 'location',
          width: 170,
          render: (_, part) => locationText(part),
        },
      ]
    : [
        {
          title: t('inventory.parts.column.part'),
          key: 'part',
          render: (_, part) => (
            <Flex vertical align="flex-start" gap={2}>
              {openButton(part)}
              <span>{part.name}</span>
              {secondary(
                [part.brand, format.category(part.category), locationText(part)]
                  .filter(Boolean)
                  .join(' · '),
              )}
              {tags(part)}
            </Flex>
          ),
        },
      ];

  const figure = (
    key: 'reserved' | 'available' | 'on_order',
    title: string,
    width: number,
    strong = false,
  ): Column => ({
    title,
    key,
    align: 'right',
    width,
    render: (_, part) => (
      <Typography.Text strong={strong} style={nowrap}>
        {format.amount(part[key])}
      </Typography.Text>
    ),
  });

  const columns: ColumnsType<PartListItem> = [
    ...partColumns,
    {
      title: t('inventory.parts.column.onHand'),
      key: 'on_hand',
      align: 'right',
      width: 104,
      render: (_, part) => <span style={nowrap}>{format.quantity(part.on_hand, part.unit)}</span>,
    },
    figure('reserved', t('inventory.parts.column.reserved'), 96),
    figure('available', t('inventory.parts.column.available'), 98, true),
    figure('on_order', t('inventory.parts.column.onOrder'), 76),
    {
      title: t('inventory.parts.column.value'),
      key: 'value',
      align: 'right',
      width: 108,
      render: (_, part) => <span style={nowrap}>{format.money(part.stock_value_cents)}</span>,
    },
  ];

  return (
    <Table<PartListItem>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={parts}
      pagination={pagination}
      columns={columns}
      // Below a tablet's width the table scrolls inside its container; an empty table (the empty
      // state) does not, and every row has its reference button to reach the scrolling region.
      scroll={parts.length > 0 ? { x: wide ? 1100 : 660 } : undefined}
      locale={{ emptyText }}
      data-testid="parts-table"
      onRow={(part) => ({
        onClick: () => onOpen(part),
        style: { cursor: 'pointer' },
      })}
    />
  );
}
