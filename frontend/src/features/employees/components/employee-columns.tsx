import {
  EditOutlined,
  KeyOutlined,
  MailOutlined,
  PhoneOutlined,
  StopOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { EmployeeSummary } from '@px/contracts';
import { Button, Flex, Grid, type TableColumnsType, Tag, Tooltip, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { formatEurFromCents } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';

interface EmployeeColumnsOptions {
  canUpdate: boolean;
  onEdit: (employee: EmployeeSummary) => void;
  onToggleActive: (employee: EmployeeSummary) => void;
}

/** The columns of /employee-management; the actions only for those who may edit. */
export function useEmployeeColumns({
  canUpdate,
  onEdit,
  onToggleActive,
}: EmployeeColumnsOptions): TableColumnsType<EmployeeSummary> {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  // Below 1200 px (a tablet) the actions are icons with their names as labels and tooltips.
  const compact = !Grid.useBreakpoint().xl;

  const columns: TableColumnsType<EmployeeSummary> = [
    {
      title: t('employees.column.employee'),
      key: 'name',
      render: (_, record) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong data-testid="employee-name">
            {record.full_name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {record.code}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('employees.column.nif'),
      key: 'nif',
      render: (_, record) => record.nif ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('employees.column.position'),
      key: 'position',
      render: (_, record) => (
        <Flex vertical gap={2} align="start">
          <span>{t(`employees.position.${record.position}`)}</span>
          {record.position === 'mecanico' && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`employees.trade.${record.trade}`)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('employees.column.contact'),
      key: 'contact',
      render: (_, record) =>
        record.email || record.phone ? (
          <Flex vertical gap={0}>
            {record.phone && (
              <a className="px-cell-link" href={`tel:${record.phone}`}>
                <PhoneOutlined aria-hidden /> {record.phone}
              </a>
            )}
            {record.email && (
              <a className="px-cell-link" href={`mailto:${record.email}`}>
                <MailOutlined aria-hidden /> {record.email}
              </a>
            )}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('employees.row.noContact')}</Typography.Text>
        ),
    },
    {
      title: t('employees.column.hireDate'),
      key: 'hire_date',
      // A tablet (below 1200 px) keeps the columns a manager scans; the drawer has the rest.
      responsive: ['xl'],
      render: (_, record) =>
        record.hire_date ? (
          format.day(record.hire_date)
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: t('employees.column.cost'),
      key: 'cost',
      responsive: ['xl'],
      align: 'right',
      render: (_, record) => formatEurFromCents(record.hourly_cost_cents),
    },
    {
      title: t('employees.column.status'),
      key: 'status',
      render: (_, record) => (
        <Flex gap={6} align="center" wrap>
          <Tag color={record.active ? 'green' : 'default'} data-testid="employee-status">
            {t(record.active ? 'employees.status.active' : 'employees.status.inactive')}
          </Tag>
          {record.user_id && (
            <Tooltip title={t('employees.row.hasAccount')}>
              <UserOutlined
                role="img"
                aria-label={t('employees.row.hasAccount')}
                style={{ color: token.colorTextSecondary }}
              />
            </Tooltip>
          )}
          {record.has_kiosk_pin && (
            <Tooltip title={t('employees.row.hasPin')}>
              <KeyOutlined
                role="img"
                aria-label={t('employees.row.hasPin')}
                style={{ color: token.colorTextSecondary }}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];
  if (!canUpdate) return columns;
  return [
    ...columns,
    {
      title: t('employees.column.actions'),
      key: 'actions',
      render: (_, record) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(record)}
            aria-label={t('employees.action.editOf', { name: record.full_name })}
            title={compact ? t('employees.action.edit') : undefined}
            data-testid="employee-edit"
          >
            {!compact && t('employees.action.edit')}
          </Button>
          <Button
            size="small"
            danger={record.active}
            icon={record.active ? <StopOutlined /> : <UndoOutlined />}
            onClick={() => onToggleActive(record)}
            aria-label={t(
              record.active ? 'employees.action.deactivateOf' : 'employees.action.reactivateOf',
              { name: record.full_name },
            )}
            title={
              compact
                ? t(record.active ? 'employees.action.deactivate' : 'employees.action.reactivate')
                : undefined
            }
            data-testid="employee-toggle-active"
          >
            {!compact &&
              t(record.active ? 'employees.action.deactivate' : 'employees.action.reactivate')}
          </Button>
        </Flex>
      ),
    },
  ];
}
