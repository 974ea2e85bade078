import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import type { PartView } from '@px/contracts';
import {
  Button,
  Col,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Result,
  Row,
  Skeleton,
  Statistic,
  Typography,
} from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { usePart } from '../api';
import { locationText, withVatCents } from '../model';
import { PartMovements } from './part-movements';
import { StockTags } from './stock-tags';
import { useInventoryFormat } from './use-inventory-format';

export interface PartDrawerProps {
  partId: string | null;
  onClose: () => void;
  /** Shown only with inventory.parts.update / inventory.stock.adjust / inventory.stock.read. */
  canEdit: boolean;
  canAdjust: boolean;
  canSeeMovements: boolean;
  onEdit: (part: PartView) => void;
  onAdjust: (part: PartView) => void;
}

/** One part: its stock, its catalogue fields (prices with VAT), and its movement history. */
export function PartDrawer({
  partId,
  onClose,
  canEdit,
  canAdjust,
  canSeeMovements,
  onEdit,
  onAdjust,
}: PartDrawerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const screens = Grid.useBreakpoint();
  const detail = usePart(partId);
  const part = detail.data;

  let body;
  if (detail.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('inventory.part.loading')}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  } else if (detail.isError || !part) {
    const missing = isApiError(detail.error) && detail.error.statusCode === 404;
    body = (
      <Result
        status={missing ? '404' : 'warning'}
        title={t(missing ? 'inventory.part.notFound' : 'inventory.part.error')}
        subTitle={missing ? undefined : extractErrorMessage(detail.error)}
        data-testid="part-error"
        extra={
          missing ? (
            <Button onClick={onClose}>
              <FormattedMessage id="inventory.action.close" />
            </Button>
          ) : (
            <Button type="primary" onClick={() => void detail.refetch()}>
              <FormattedMessage id="inventory.retry" />
            </Button>
          )
        }
      />
    );
  } else {
    body = <PartDetail part={part} canSeeMovements={canSeeMovements} />;
  }

  return (
    <Drawer
      open={partId !== null}
      onClose={onClose}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      // The body scrolls inside a focusable region (below): the keyboard can scroll it too.
      styles={{
        body: { padding: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' },
      }}
      title={
        part ? (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <span>
              {part.reference}
              {part.brand ? ` · ${part.brand}` : ''}
            </span>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {part.name}
            </Typography.Text>
          </Flex>
        ) : (
          t('inventory.part.title')
        )
      }
      extra={
        part && (
          <Flex gap={8} wrap justify="end">
            {canAdjust && (
              <Button
                icon={<SwapOutlined aria-hidden />}
                onClick={() => onAdjust(part)}
                data-testid="part-adjust"
              >
                <FormattedMessage id="inventory.action.adjust" />
              </Button>
            )}
            {canEdit && (
              <Button
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(part)}
                data-testid="part-edit"
              >
                <FormattedMessage id="inventory.action.edit" />
              </Button>
            )}
          </Flex>
        )
      }
      data-testid="part-drawer"
    >
      <div
        role="region"
        aria-label={part ? `${part.reference} · ${part.name}` : t('inventory.part.title')}
        tabIndex={0}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 24 }}
        data-testid="part-drawer-body"
      >
        {body}
      </div>
    </Drawer>
  );
}

function PartDetail({ part, canSeeMovements }: { part: PartView; canSeeMovements: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useInventoryFormat();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const vat = format.amount(part.vat_percent);

  return (
    <Flex vertical gap={24}>
      {(part.below_minimum || !part.active) && (
        <Flex wrap gap={4}>
          <StockTags belowMinimum={part.below_minimum} active={part.active} />
        </Flex>
      )}
      <section aria-label={t('inventory.part.stock')}>
        <Row gutter={[16, 16]} data-testid="part-stock">
          {(
            [
              ['onHand', format.quantity(part.on_hand, part.unit), 'part-on-hand'],
              ['reserved', format.quantity(part.reserved, part.unit), 'part-reserved'],
              ['available', format.quantity(part.available, part.unit), 'part-available'],
              ['onOrder', format.quantity(part.on_order, part.unit), 'part-on-order'],
              ['value', format.money(part.stock_value_cents), 'part-value'],
            ] as const
          ).map(([key, value, testId]) => (
            <Col key={key} xs={12} sm={8} md={{ flex: '20%' }}>
              <Statistic
                title={t(`inventory.parts.column.${key}`)}
                value={value}
                styles={{ content: { fontSize: 20 } }}
                data-testid={testId}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={t('inventory.part.details')}
        data-testid="part-details"
        items={[
          { key: 'brand', label: t('inventory.field.brand'), children: part.brand || none },
          {
            key: 'category',
            label: t('inventory.field.category'),
            children: format.category(part.category),
          },
          {
            key: 'barcode',
            label: t('inventory.field.barcode'),
            children: part.barcode ? (
              <Typography.Text copyable style={{ fontFamily: 'monospace' }}>
                {part.barcode}
              </Typography.Text>
            ) : (
              none
            ),
          },
          { key: 'unit', label: t('inventory.field.unit'), children: format.unit(part.unit) },
          {
            key: 'location',
            label: t('inventory.field.location'),
            children: locationText(part),
          },
          {
            key: 'supplier',
            label: t('inventory.field.supplier'),
            children: part.preferred_supplier_name ?? none,
          },
          {
            key: 'min',
            label: t('inventory.field.minStock'),
            children: format.quantity(part.min_stock, part.unit),
          },
          {
            key: 'max',
            label: t('inventory.field.maxStock'),
            children: part.max_stock > 0 ? format.quantity(part.max_stock, part.unit) : none,
          },
          {
            key: 'cost',
            label: t('inventory.field.cost'),
            children: format.money(part.cost_cents),
          },
          {
            key: 'average',
            label: t('inventory.field.averageCost'),
            children: format.money(part.average_cost_cents),
          },
          {
            key: 'sale',
            label: t('inventory.field.salePrice'),
            children: format.money(part.sale_price_cents),
          },
          {
            key: 'sale-vat',
            label: t('inventory.field.salePriceWithVat', { vat }),
            children: (
              <Typography.Text strong data-testid="part-price-with-vat">
                {format.money(withVatCents(part.sale_price_cents, part.vat_percent))}
              </Typography.Text>
            ),
          },
          {
            key: 'cost-vat',
            label: t('inventory.field.costWithVat', { vat }),
            children: format.money(withVatCents(part.cost_cents, part.vat_percent)),
          },
          {
            key: 'last',
            label: t('inventory.field.lastMovement'),
            children: part.last_movement_at ? format.dateTime(part.last_movement_at) : none,
          },
        ]}
      />

      {canSeeMovements && (
        <section aria-labelledby="part-movements-title">
          <Typography.Title level={5} id="part-movements-title" style={{ marginTop: 0 }}>
            <FormattedMessage id="inventory.movements.title" />
          </Typography.Title>
          <PartMovements partId={part.id} unit={part.unit} />
        </section>
      )}
    </Flex>
  );
}
