import { localDate } from '@px/contracts';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Result, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useListState, useScreenFormat } from '@/shared/hooks';
import { PageHeader } from '@/shared/ui';
import {
  AbcSection,
  CategorySection,
  ConsumptionSection,
  DeadStockSection,
  KpiCards,
  TopConsumedSection,
} from './analytics-sections';
import { useInventoryAnalytics } from './api';
import {
  hasAnalyticsData,
  monthLongLabel,
  monthSelectable,
  periodFromParams,
  periodOfMonths,
} from './model';

const MONTH = 'YYYY-MM';

/**
 * /inventory/analytics, "Análisis de inventario": the stock's value, rotation, days of cover and
 * dead stock, the value by category, the consumption by month, the most consumed parts and the
 * ABC classification of a period of whole months (libs/contracts/src/inventory-analytics.ts). The
 * period lives in the address (?from=&to=); without it, the last 12 months.
 */
export default function InventoryAnalyticsPage() {
  return <InventoryAnalyticsScreen />;
}

function InventoryAnalyticsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `inventoryAnalytics.${id}` }, values);
  const { tag } = useScreenFormat();
  const { state, update } = useListState(periodFromParams, { resetPage: false });
  const analytics = useInventoryAnalytics(state);
  const report = analytics.data;

  const today = localDate(new Date());
  const currentMonth = today.slice(0, 7);
  const from = state.from ?? report?.from ?? null;
  const to = state.to ?? report?.to ?? null;
  const chosen = Boolean(state.from || state.to);
  const months = (first: Dayjs, last: Dayjs) => [first, last] as [Dayjs, Dayjs];
  const year = Number(today.slice(0, 4));

  const resetPeriod = () => update({ from: undefined, to: undefined });

  const picker = (
    <Flex vertical gap={4}>
      <Typography.Text id="inventory-analytics-period">{t('period.label')}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <DatePicker.RangePicker
          picker="month"
          format="MM/YYYY"
          allowClear={false}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          disabledDate={(date, info) =>
            !monthSelectable(date.format(MONTH), currentMonth, info.from?.format(MONTH))
          }
          presets={[
            {
              label: t('period.last3'),
              value: months(dayjs(today).subtract(2, 'month'), dayjs(today)),
            },
            {
              label: t('period.last12'),
              value: months(dayjs(today).subtract(11, 'month'), dayjs(today)),
            },
            { label: t('period.thisYear'), value: months(dayjs(`${year}-01-01`), dayjs(today)) },
            {
              label: t('period.lastYear'),
              value: months(dayjs(`${year - 1}-01-01`), dayjs(`${year - 1}-12-01`)),
            },
          ]}
          onChange={(range) => {
            const [first, last] = range ?? [];
            if (!first || !last) return;
            update(periodOfMonths(first.format(MONTH), last.format(MONTH), today));
          }}
          placeholder={[t('period.from'), t('period.to')]}
          aria-label={`${t('period.label')}: ${t('period.from')}`}
          style={{ width: 240 }}
          data-testid="analytics-period"
        />
        {chosen && (
          <Button type="link" onClick={resetPeriod} data-testid="analytics-period-reset">
            <FormattedMessage id="inventoryAnalytics.period.reset" />
          </Button>
        )}
      </Flex>
    </Flex>
  );

  const resetButton = chosen ? (
    <Button onClick={resetPeriod}>
      <FormattedMessage id="inventoryAnalytics.period.reset" />
    </Button>
  ) : null;

  let body;
  if (analytics.isPending) {
    body = (
      <Flex vertical gap={16} aria-busy="true" data-testid="analytics-loading">
        <Row gutter={[16, 16]}>
          {[0, 1, 2, 3].map((index) => (
            <Col key={index} xs={24} lg={12} xl={6}>
              <Card loading />
            </Col>
          ))}
        </Row>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card loading />
          </Col>
          <Col xs={24} xl={12}>
            <Card loading />
          </Col>
        </Row>
      </Flex>
    );
  } else if (!report) {
    body = (
      <Result
        status="warning"
        title={t('error.title')}
        subTitle={extractErrorMessage(analytics.error)}
        data-testid="analytics-error"
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" onClick={() => void analytics.refetch()}>
              <FormattedMessage id="inventoryAnalytics.retry" />
            </Button>
            {resetButton}
          </Flex>
        }
      />
    );
  } else {
    const updating = analytics.isFetching && analytics.isPlaceholderData;
    const firstMonth = report.consumption_by_month[0]?.month ?? report.from.slice(0, 7);
    const lastMonth = report.consumption_by_month.at(-1)?.month ?? report.to.slice(0, 7);
    body = (
      <Flex
        vertical
        gap={16}
        aria-busy={updating}
        style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }}
        data-testid="analytics-report"
      >
        {analytics.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('error.refetch')}
            action={
              <Button size="small" onClick={() => void analytics.refetch()}>
                <FormattedMessage id="inventoryAnalytics.retry" />
              </Button>
            }
          />
        )}
        <Typography.Text type="secondary" data-testid="analytics-period-note">
          {t('period.note', {
            from: monthLongLabel(firstMonth, tag),
            to: monthLongLabel(lastMonth, tag),
            days: report.days,
          })}
        </Typography.Text>
        <KpiCards report={report} />
        {hasAnalyticsData(report) ? (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <CategorySection report={report} />
              </Col>
              <Col xs={24} xl={12}>
                <ConsumptionSection report={report} />
              </Col>
            </Row>
            <Row gutter={[16, 16]}>
              <Col xs={24} xxl={12}>
                <TopConsumedSection report={report} />
              </Col>
              <Col xs={24} xxl={12}>
                <DeadStockSection report={report} />
              </Col>
            </Row>
            <AbcSection report={report} />
          </>
        ) : (
          <Card data-testid="analytics-empty">
            <Empty
              description={
                <Flex vertical gap={4} align="center">
                  <Typography.Text strong>{t('empty.title')}</Typography.Text>
                  <Typography.Text type="secondary">{t('empty.description')}</Typography.Text>
                </Flex>
              }
            />
          </Card>
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical data-testid="inventory-analytics-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumb={[{ label: t('breadcrumb'), to: '/inventory' }, { label: t('title') }]}
        extra={picker}
      />
      {body}
    </Flex>
  );
}
