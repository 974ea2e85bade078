/**
 * The blocks of /inventory/analytics: the KPI cards, the two charts (each with its table), the
 * most consumed parts, the dead stock and the ABC summary. Money is es-ES EUR from cents.
 */
import {
  DEAD_STOCK_DAYS,
  DEAD_STOCK_LIST_SIZE,
  type DeadStockItem,
  type InventoryAnalytics,
  TOP_CONSUMED_LIST_SIZE,
  type TopConsumedItem,
} from '@px/contracts';
import { Card, Col, Empty, Flex, Row, Segmented, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatEurFromCents, formatNumber, formatPercent } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import { CategoryValueChart, type ChartDatum, MonthlyConsumptionChart } from './analytics-charts';
import { categoryKey, compactEuros, monthLabel, monthLongLabel } from './model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inventoryAnalytics.${id}` }, values);
}

function KpiCard({
  title,
  value,
  hint,
  testId,
}: {
  title: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Card style={{ height: '100%' }} data-testid={testId}>
      <Statistic title={title} value={value} styles={{ content: NUMBERS }} />
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Card>
  );
}

/** Valor del stock, Rotación, Días de cobertura, Stock muerto. */
export function KpiCards({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const money = formatEurFromCents;
  const daily = report.days > 0 ? report.consumed_cost_cents / report.days : 0;
  return (
    <Row gutter={[16, 16]} data-testid="analytics-kpis">
      <Col xs={24} lg={12} xl={6}>
        <KpiCard
          testId="kpi-stock-value"
          title={t('kpi.stockValue')}
          value={money(report.stock_value_cents)}
          hint={t('kpi.stockValueHint')}
        />
      </Col>
      <Col xs={24} lg={12} xl={6}>
        <KpiCard
          testId="kpi-rotation"
          title={t('kpi.rotation')}
          value={
            report.rotation === null ? '—' : t('kpi.rotationValue', { value: report.rotation })
          }
          hint={
            report.rotation === null
              ? t('kpi.rotationNone')
              : t('kpi.rotationHint', {
                  consumed: money(report.consumed_cost_cents),
                  average: money(report.average_stock_value_cents),
                })
          }
        />
      </Col>
      <Col xs={24} lg={12} xl={6}>
        <KpiCard
          testId="kpi-cover"
          title={t('kpi.cover')}
          value={
            report.days_of_cover === null
              ? '—'
              : t('kpi.coverValue', { value: report.days_of_cover })
          }
          hint={
            report.days_of_cover === null
              ? t('kpi.coverNone')
              : t('kpi.coverHint', { daily: money(Math.round(daily)) })
          }
        />
      </Col>
      <Col xs={24} lg={12} xl={6}>
        <KpiCard
          testId="kpi-dead-stock"
          title={t('kpi.dead')}
          value={t('kpi.deadValue', {
            parts: report.dead_stock.parts,
            value: money(report.dead_stock.value_cents),
          })}
          hint={t('kpi.deadHint', { days: DEAD_STOCK_DAYS })}
        />
      </Col>
    </Row>
  );
}

/** A card showing a chart or, at the user's choice, the same figures as a table. */
function ChartCard({
  title,
  chart,
  table,
  footer,
  empty,
  testId,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
  /** Shown instead of both when there is nothing to draw. */
  empty: string | null;
  testId: string;
}) {
  const t = useT();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card
      title={title}
      style={{ height: '100%' }}
      data-testid={testId}
      extra={
        empty ? null : (
          <Segmented<'chart' | 'table'>
            size="small"
            value={view}
            onChange={setView}
            aria-label={`${t('view.label')}: ${title}`}
            options={[
              { value: 'chart', label: t('view.chart') },
              { value: 'table', label: t('view.table') },
            ]}
          />
        )
      }
    >
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <Flex vertical gap={8}>
          {view === 'chart' ? chart : table}
          {footer}
        </Flex>
      )}
    </Card>
  );
}

/** Stock value by category: bars, or the table of categories with their value and parts. */
export function CategorySection({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const { tag, locale } = useScreenFormat();
  const rows = report.value_by_category.map((row) => ({
    ...row,
    label: t(categoryKey(row.category)),
  }));
  const data: ChartDatum[] = rows.map((row) => ({
    key: row.category,
    label: row.label,
    cents: row.value_cents,
  }));
  const summary = rows.map((row) => `${row.label}: ${formatEurFromCents(row.value_cents)}`);
  return (
    <ChartCard
      testId="analytics-by-category"
      title={t('category.title')}
      empty={rows.length ? null : t('category.empty')}
      chart={
        <CategoryValueChart
          testId="analytics-category-chart"
          data={data}
          ariaLabel={t('category.chartLabel', { summary: summary.join('; ') })}
          compact={(cents) => compactEuros(cents, tag)}
          seriesName={t('column.value')}
        />
      }
      table={
        <Table
          size="small"
          rowKey="category"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: t('column.category'), dataIndex: 'label' },
            {
              title: t('column.parts'),
              dataIndex: 'parts',
              align: 'right',
              render: (parts: number) => formatNumber(parts, locale),
            },
            {
              title: t('column.value'),
              dataIndex: 'value_cents',
              align: 'right',
              render: (cents: number) => <span style={NUMBERS}>{formatEurFromCents(cents)}</span>,
            },
          ]}
        />
      }
    />
  );
}

/** Consumption by month: bars, or the table of months; the period's total underneath. */
export function ConsumptionSection({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const { tag } = useScreenFormat();
  const data: ChartDatum[] = report.consumption_by_month.map((row) => ({
    key: row.month,
    label: monthLabel(row.month, tag),
    cents: row.consumed_cost_cents,
  }));
  const summary = report.consumption_by_month.map(
    (row) => `${monthLongLabel(row.month, tag)}: ${formatEurFromCents(row.consumed_cost_cents)}`,
  );
  const consumed = report.consumption_by_month.some((row) => row.consumed_cost_cents !== 0);
  return (
    <ChartCard
      testId="analytics-by-month"
      title={t('consumption.title')}
      empty={consumed ? null : t('consumption.empty')}
      chart={
        <MonthlyConsumptionChart
          testId="analytics-month-chart"
          data={data}
          ariaLabel={t('consumption.chartLabel', { summary: summary.join('; ') })}
          compact={(cents) => compactEuros(cents, tag)}
          seriesName={t('column.consumedCost')}
        />
      }
      table={
        <Table
          size="small"
          rowKey="month"
          pagination={false}
          dataSource={report.consumption_by_month}
          columns={[
            {
              title: t('column.month'),
              dataIndex: 'month',
              render: (month: string) => monthLongLabel(month, tag),
            },
            {
              title: t('column.consumedCost'),
              dataIndex: 'consumed_cost_cents',
              align: 'right',
              render: (cents: number) => <span style={NUMBERS}>{formatEurFromCents(cents)}</span>,
            },
          ]}
        />
      }
      footer={
        <Typography.Text strong data-testid="analytics-consumed-total">
          {t('consumption.total', { total: formatEurFromCents(report.consumed_cost_cents) })}
        </Typography.Text>
      }
    />
  );
}

/** The TOP_CONSUMED_LIST_SIZE parts with the highest consumed cost. */
export function TopConsumedSection({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const { locale } = useScreenFormat();
  const columns: ColumnsType<TopConsumedItem> = [
    { title: t('column.reference'), dataIndex: 'reference', width: 140 },
    { title: t('column.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('column.consumedQuantity'),
      dataIndex: 'consumed_quantity',
      align: 'right',
      render: (quantity: number) => formatNumber(quantity, locale),
    },
    {
      title: t('column.consumedCost'),
      dataIndex: 'consumed_cost_cents',
      align: 'right',
      render: (cents: number) => <span style={NUMBERS}>{formatEurFromCents(cents)}</span>,
    },
  ];
  return (
    <Card title={t('top.title')} style={{ height: '100%' }} data-testid="analytics-top-consumed">
      <Typography.Paragraph type="secondary">
        {t('top.subtitle', { count: TOP_CONSUMED_LIST_SIZE })}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="part_id"
        pagination={false}
        dataSource={report.top_consumed}
        columns={columns}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('top.empty')} />,
        }}
      />
    </Card>
  );
}

/** Parts with stock and no movement in DEAD_STOCK_DAYS days, the most valuable first. */
export function DeadStockSection({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const format = useScreenFormat();
  const days = DEAD_STOCK_DAYS;
  const columns: ColumnsType<DeadStockItem> = [
    { title: t('column.reference'), dataIndex: 'reference', width: 130 },
    {
      // The category under the name: six columns do not fit a tablet's card.
      title: t('column.name'),
      dataIndex: 'name',
      render: (name: string, item) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary">{t(categoryKey(item.category))}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('column.onHand'),
      dataIndex: 'on_hand',
      align: 'right',
      render: (onHand: number) => formatNumber(onHand, format.locale),
    },
    {
      title: t('column.value'),
      dataIndex: 'value_cents',
      align: 'right',
      render: (cents: number) => <span style={NUMBERS}>{formatEurFromCents(cents)}</span>,
    },
    {
      title: t('column.lastMovement'),
      dataIndex: 'last_movement_at',
      render: (at: string | null) => (at ? format.date(at) : t('dead.never')),
    },
  ];
  return (
    <Card
      title={t('dead.title')}
      style={{ height: '100%' }}
      data-testid="analytics-dead-stock"
      extra={
        <Typography.Text strong style={NUMBERS}>
          {t('kpi.deadValue', {
            parts: report.dead_stock.parts,
            value: formatEurFromCents(report.dead_stock.value_cents),
          })}
        </Typography.Text>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('dead.subtitle', { days, count: DEAD_STOCK_LIST_SIZE })}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="part_id"
        pagination={false}
        dataSource={report.dead_stock.items}
        columns={columns}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dead.empty', { days })} />
          ),
        }}
      />
    </Card>
  );
}

/** How many parts and how much of the consumption each ABC class holds, with what A/B/C mean. */
export function AbcSection({ report }: { report: InventoryAnalytics }) {
  const t = useT();
  const { locale } = useScreenFormat();
  const rows = (['a', 'b', 'c'] as const).map((key) => ({ key, ...report.abc[key] }));
  return (
    <Card title={t('abc.title')} data-testid="analytics-abc">
      <Typography.Paragraph type="secondary">{t('abc.explanation')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('column.class'),
            dataIndex: 'key',
            render: (key: 'a' | 'b' | 'c') => (
              <Typography.Text strong>{t(`abc.${key}`)}</Typography.Text>
            ),
          },
          {
            title: t('column.classParts'),
            dataIndex: 'parts',
            align: 'right',
            render: (parts: number) => formatNumber(parts, locale),
          },
          {
            title: t('column.consumedCost'),
            dataIndex: 'consumed_cost_cents',
            align: 'right',
            render: (cents: number) => <span style={NUMBERS}>{formatEurFromCents(cents)}</span>,
          },
          {
            title: t('column.share'),
            dataIndex: 'share',
            align: 'right',
            render: (share: number) => formatPercent(share * 100, locale),
          },
        ]}
      />
    </Card>
  );
}
