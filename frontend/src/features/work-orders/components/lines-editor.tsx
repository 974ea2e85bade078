import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS, type WorkOrderDetail, type WorkOrderLine } from '@px/contracts';
import {
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Flex,
  Popconfirm,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePermissions } from '@/features/access/permissions-context';
import { useFeedback } from '@/shared/feedback';
import { formatEurFromCents } from '@/shared/format';
import {
  DEFAULT_ERRORS,
  type LineInput,
  errorText,
  useAddLine,
  useRemoveLine,
  useUpdateLine,
} from '../api';
import { formatHours } from '../model';
import { LineModal } from './line-modal';

const LINE_COLORS = { labor: 'blue', part: 'purple', fee: 'default' } as const;

/**
 * The lines of an order (labor, parts, fees) with SPEC §8's add-line toasts, the labor "done"
 * check mechanics tick, and the totals: hours, base, VAT per rate and total in EUR es-ES.
 */
export function LinesEditor({ order }: { order: WorkOrderDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message, notification } = useFeedback();
  const { hasPermission } = usePermissions();
  const editable = ['open', 'in_progress', 'on_hold'].includes(order.status);
  const canCreate = editable && hasPermission(PERMISSIONS.work_orders.items.create);
  const canUpdate = editable && hasPermission(PERMISSIONS.work_orders.items.update);
  const canDelete = editable && hasPermission(PERMISSIONS.work_orders.items.delete);
  const add = useAddLine(order.id);
  const update = useUpdateLine(order.id);
  const remove = useRemoveLine();
  const [editing, setEditing] = useState<WorkOrderLine | 'new' | null>(null);
  const locale = intl.locale;
  const euros = (cents: number) => formatEurFromCents(cents);

  const save = async (input: LineInput & { name: string }) => {
    if (editing === 'new') {
      try {
        await add.mutateAsync(input);
        void message.success(t('workOrders.toast.lineAdded', { name: input.name }));
        setEditing(null);
      } catch (error) {
        notification.error({
          title: t('workOrders.toast.lineAddFailed', {
            message: errorText(error, DEFAULT_ERRORS.addItem),
          }),
        });
      }
      return;
    }
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, version: editing.version, ...input });
      void message.success(t('workOrders.toast.lineUpdated'));
      setEditing(null);
    } catch (error) {
      notification.error({
        title: t('workOrders.toast.lineUpdateFailed', {
          message: errorText(error, DEFAULT_ERRORS.updateItem),
        }),
      });
    }
  };

  const toggleFinished = async (line: WorkOrderLine, finished: boolean) => {
    try {
      await update.mutateAsync({ id: line.id, finished, version: line.version });
    } catch (error) {
      notification.error({
        title: t('workOrders.toast.lineUpdateFailed', {
          message: errorText(error, DEFAULT_ERRORS.updateItem),
        }),
      });
    }
  };

  const removeLine = async (line: WorkOrderLine) => {
    try {
      await remove.mutateAsync(line.id);
      void message.success(t('workOrders.toast.lineRemoved', { name: line.name }));
    } catch (error) {
      notification.error({
        title: t('workOrders.toast.lineRemoveFailed', {
          message: errorText(error, DEFAULT_ERRORS.removeItem),
        }),
      });
    }
  };

  const columns: TableColumnsType<WorkOrderLine> = [
    {
      title: t('workOrders.lines.name'),
      dataIndex: 'name',
      render: (name: string, line) => (
        <Flex vertical gap={2}>
          <Typography.Text delete={false}>{name}</Typography.Text>
          <span>
            <Tag color={LINE_COLORS[line.type]}>{t(`workOrders.lineType.${line.type}`)}</Tag>
          </span>
        </Flex>
      ),
    },
    {
      title: t('workOrders.lines.quantityOrHours'),
      key: 'quantity',
      align: 'right',
      width: 90,
      render: (_, line) =>
        line.type === 'labor'
          ? formatHours(line.planned_hours, locale)
          : line.quantity.toLocaleString(locale, { maximumFractionDigits: 3 }),
    },
    {
      title: t('workOrders.lines.unitPrice'),
      dataIndex: 'unit_price_cents',
      align: 'right',
      width: 100,
      render: (cents: number) => euros(cents),
    },
    {
      title: t('workOrders.lines.discountShort'),
      dataIndex: 'discount_percent',
      align: 'right',
      width: 70,
      responsive: ['xxl'],
      render: (value: number) => (value ? `${value.toLocaleString(locale)} %` : '—'),
    },
    {
      title: t('workOrders.lines.vat'),
      dataIndex: 'vat_percent',
      align: 'right',
      width: 64,
      responsive: ['xxl'],
      render: (value: number) => `${value.toLocaleString(locale)} %`,
    },
    {
      title: t('workOrders.lines.amount'),
      dataIndex: 'net_cents',
      align: 'right',
      width: 110,
      render: (cents: number) => <Typography.Text strong>{euros(cents)}</Typography.Text>,
    },
    {
      title: t('workOrders.lines.done'),
      key: 'finished',
      align: 'center',
      width: 64,
      render: (_, line) =>
        line.type === 'labor' ? (
          <Tooltip
            title={t(line.finished_at ? 'workOrders.lines.doneYes' : 'workOrders.lines.doneNo')}
          >
            <Checkbox
              checked={!!line.finished_at}
              disabled={!canUpdate || update.isPending}
              onChange={(event) => void toggleFinished(line, event.target.checked)}
              aria-label={t('workOrders.lines.markDone', { name: line.name })}
              data-testid="line-finished"
            />
          </Tooltip>
        ) : null,
    },
    ...(canUpdate || canDelete
      ? [
          {
            key: 'actions',
            width: 84,
            align: 'right' as const,
            render: (_: unknown, line: WorkOrderLine) => (
              <Flex gap={4} justify="flex-end">
                {canUpdate && (
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('workOrders.lines.edit', { name: line.name })}
                    onClick={() => setEditing(line)}
                  />
                )}
                {canDelete && (
                  <Popconfirm
                    title={t('workOrders.lines.removeConfirm', { name: line.name })}
                    okText={t('workOrders.lines.remove')}
                    cancelText={t('workOrders.common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => removeLine(line)}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('workOrders.lines.removeLabel', { name: line.name })}
                    />
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('workOrders.lines.title')}
      extra={
        canCreate && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-line">
            {t('workOrders.lines.add')}
          </Button>
        )
      }
      data-testid="order-lines"
    >
      <Table<WorkOrderLine>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={order.items}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                canCreate ? 'workOrders.lines.emptyEditable' : 'workOrders.lines.empty',
              )}
            />
          ),
        }}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ minWidth: 320 }}
          data-testid="order-totals"
          items={[
            {
              key: 'hours',
              label: t('workOrders.totals.hours'),
              children: formatHours(order.totals.total_planned_hours, locale),
            },
            {
              key: 'base',
              label: t('workOrders.totals.base'),
              children: euros(order.totals.base_cents),
            },
            ...order.totals.vat.map((vat) => ({
              key: `vat-${vat.vat_percent}`,
              label: t('workOrders.totals.vat', { rate: vat.vat_percent.toLocaleString(locale) }),
              children: euros(vat.vat_cents),
            })),
            {
              key: 'total',
              label: <Typography.Text strong>{t('workOrders.totals.total')}</Typography.Text>,
              children: (
                <Typography.Text strong data-testid="order-total">
                  {euros(order.totals.total_cents)}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Flex>
      <LineModal
        open={editing !== null}
        line={editing === 'new' ? null : editing}
        saving={add.isPending || update.isPending}
        canPrice={hasPermission(PERMISSIONS.work_orders.items.price)}
        canPickPart={hasPermission(PERMISSIONS.inventory.parts.read)}
        onCancel={() => setEditing(null)}
        onSubmit={(input) => void save(input)}
      />
    </Card>
  );
}
