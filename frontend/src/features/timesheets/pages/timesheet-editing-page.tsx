import {
  CheckOutlined,
  EditOutlined,
  LockOutlined,
  TeamOutlined,
  UnlockOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { TimesheetEmployee } from '@px/contracts';
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Empty,
  Flex,
  Select,
  Space,
  Statistic,
  Table,
  Tooltip,
  theme,
} from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { useDurationText } from '@/features/time-clock';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useListState } from '@/shared/hooks';
import { PageHeader } from '@/shared/ui';
import {
  useConfirmEntry,
  useMonthClosing,
  useTimeClockHistory,
  useTimesheetEmployees,
  useTimesheetMonths,
} from '../api';
import { CorrectEntryModal } from '../components/correct-entry-modal';
import { CorrectionTrail } from '../components/correction-trail';
import { DownloadReportButton } from '../components/download-report-button';
import { useEntryColumns } from '../components/entry-columns';
import { PeriodNavigator } from '../components/period-navigator';
import { TimesheetFailure, TimesheetSkeleton } from '../components/timesheet-states';
import {
  type EntryRow,
  editingStateOf,
  entryRows,
  lastDayOfMonth,
  madridDate,
  monthClosing,
  monthName,
  monthOf,
  shiftMonth,
} from '../model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /timesheet-editing (timeclock.timesheets.edit): a manager picks an employee and a month (both in
 * the address) and sees the month's entries; corrects one (new times and a reason: the register
 * appends the correction and keeps the trail, shown under each entry); closes the month for the
 * whole workshop, or reopens it after confirming (the reopening is recorded). A closed month is
 * read-only under a banner. Entries closed by the system (a forgotten clock-out) are flagged.
 */
export default function TimesheetEditingPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const { modal, notification } = useFeedback();
  const today = madridDate(Date.now());
  const { state, update } = useListState(
    (params: URLSearchParams) => editingStateOf(params, today),
    { resetPage: false },
  );
  const { employeeId, month } = state;
  const employees = useTimesheetEmployees();
  const months = useTimesheetMonths();
  const history = useTimeClockHistory(
    { employeeId, from: `${month}-01`, to: lastDayOfMonth(month) },
    employeeId !== null,
  );
  const closing = useMonthClosing();
  const confirming = useConfirmEntry();
  const [editing, setEditing] = useState<EntryRow | null>(null);
  const durationText = useDurationText();

  const closed = monthClosing(months.data, month);
  const isClosed = closed?.closed ?? false;
  const employee = employees.data?.find((one) => one.id === employeeId) ?? null;
  const monthLabel = monthName(month, locale);
  const isFuture = month > monthOf(today);

  const confirmClosing = (action: 'close' | 'reopen') =>
    modal.confirm({
      title: t(`timesheets.month.${action}Title`, { month: monthLabel }),
      content: t(`timesheets.month.${action}Content`),
      okText: t(`timesheets.month.${action}`),
      cancelText: t('timesheets.correct.cancel'),
      okButtonProps: { 'data-testid': `confirm-month-${action}` } as ButtonProps,
      onOk: () =>
        closing
          .mutateAsync({ month, action })
          .then(() =>
            notification.success({
              title: t(`timesheets.month.${action}Done`, { month: monthLabel }),
            }),
          )
          .catch((error: unknown) =>
            notification.error({
              title: t('timesheets.month.failed'),
              description: extractErrorMessage(error),
            }),
          ),
    });

  const confirmAutoClosed = (row: EntryRow) =>
    confirming
      .mutateAsync(row.id)
      .then(() => notification.success({ title: t('timesheets.confirm.done') }))
      .catch((error: unknown) =>
        notification.error({
          title: t('timesheets.confirm.failed'),
          description: extractErrorMessage(error),
        }),
      );

  const columns = useEntryColumns<EntryRow>({
    showDay: true,
    actions: {
      title: t('timesheets.entry.actions'),
      render: (row) => {
        const pending = row.auto_closed && !row.review;
        const confirmButton = pending && (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<CheckOutlined />}
            disabled={isClosed}
            loading={confirming.isPending && confirming.variables === row.id}
            onClick={() => confirmAutoClosed(row)}
            aria-label={t('timesheets.confirm.action', { date: row.date })}
            data-testid={`confirm-${row.id}`}
          >
            {t('timesheets.confirm.short')}
          </Button>
        );
        const button = (
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={isClosed}
            onClick={() => setEditing(row)}
            aria-label={t('timesheets.correct.action', { date: row.date })}
            data-testid={`correct-${row.id}`}
          >
            {t('timesheets.correct.short')}
          </Button>
        );
        const buttons = (
          <Space size={4} wrap>
            {confirmButton}
            {button}
          </Space>
        );
        return isClosed ? (
          <Tooltip title={t('timesheets.month.closedHint')}>
            <span>{buttons}</span>
          </Tooltip>
        ) : (
          buttons
        );
      },
    },
  });

  const employeeOptions = (employees.data ?? []).map((one: TimesheetEmployee) => ({
    value: one.id,
    label: one.active ? one.full_name : t('timesheets.editing.former', { name: one.full_name }),
  }));

  const toolbar = (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          aria-label={t('timesheets.editing.employee')}
          placeholder={t('timesheets.editing.pickEmployee')}
          value={employeeId ?? undefined}
          onChange={(value: string | undefined) => update({ employee: value ?? undefined })}
          options={employeeOptions}
          loading={employees.isPending}
          style={{ minWidth: 260 }}
          data-testid="timesheet-employee"
        />
        <PeriodNavigator
          label={monthLabel}
          onPrevious={() => update({ month: shiftMonth(month, -1) })}
          onNext={() => update({ month: shiftMonth(month, 1) })}
          onToday={() => update({ month: undefined })}
          previousLabel={t('timesheets.period.previous.month')}
          nextLabel={t('timesheets.period.next.month')}
          todayLabel={t('timesheets.period.thisMonth')}
        />
        <Space wrap>
          {isClosed ? (
            <Button icon={<UnlockOutlined />} onClick={() => confirmClosing('reopen')}>
              {t('timesheets.month.reopen')}
            </Button>
          ) : (
            <Button
              icon={<LockOutlined />}
              disabled={isFuture || months.isPending}
              onClick={() => confirmClosing('close')}
              data-testid="close-month"
            >
              {t('timesheets.month.close')}
            </Button>
          )}
          {employee && (
            <DownloadReportButton
              month={month}
              employeeId={employee.id}
              label={t('timesheets.download.employee')}
            />
          )}
        </Space>
      </Flex>
    </Card>
  );

  const closedBanner = isClosed && closed && (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      title={t('timesheets.month.closedTitle', { month: monthLabel })}
      description={t('timesheets.month.closedDescription', {
        date: closed.closed_at ? madridDate(closed.closed_at).split('-').reverse().join('/') : '',
      })}
      data-testid="month-closed-banner"
    />
  );

  let body;
  if (employees.isError) {
    body = <TimesheetFailure error={employees.error} onRetry={() => void employees.refetch()} />;
  } else if (!employeeId) {
    body = (
      <Card>
        <Empty
          image={
            <TeamOutlined aria-hidden style={{ fontSize: 40, color: token.colorTextQuaternary }} />
          }
          description={t('timesheets.editing.noEmployee')}
          data-testid="editing-no-employee"
        />
      </Card>
    );
  } else if (history.error && !history.data) {
    body = <TimesheetFailure error={history.error} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = <TimesheetSkeleton />;
  } else {
    const rows = entryRows(history.data);
    const pending = history.data.totals.auto_closed_pending;
    body = (
      <Flex vertical gap={16}>
        {pending > 0 && (
          <Alert
            type="warning"
            showIcon
            icon={<WarningOutlined />}
            title={t('timesheets.editing.pendingAuto', { count: pending })}
            description={t('timesheets.editing.pendingAutoHint')}
            data-testid="pending-auto-banner"
          />
        )}
        <Card
          title={history.data.employee_name}
          extra={
            <Space size="large" wrap>
              <Statistic
                title={t('timesheets.totals.worked')}
                value={durationText(history.data.totals.worked_ms)}
                styles={{ content: { ...NUMBERS, fontSize: 18 } }}
              />
              <Statistic
                title={t('timesheets.totals.entries')}
                value={history.data.totals.entries}
                styles={{ content: { ...NUMBERS, fontSize: 18 } }}
              />
            </Space>
          }
        >
          <Table<EntryRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            pagination={false}
            loading={history.isFetching && { tip: t('timesheets.loading') }}
            scroll={{ x: 'max-content' }}
            expandable={{
              rowExpandable: (row) => row.corrections.length > 0,
              expandedRowRender: (row) => (
                <CorrectionTrail corrections={row.corrections} date={row.date} />
              ),
            }}
            locale={{
              emptyText: history.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('timesheets.editing.empty', { month: monthLabel })}
                />
              ),
            }}
            data-testid="timesheet-entries"
          />
        </Card>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="timesheet-editing-page">
      <PageHeader
        title={t('timesheets.editing.title')}
        subtitle={t('timesheets.editing.subtitle')}
      />
      {toolbar}
      {closedBanner}
      {months.isError && <Alert type="warning" showIcon title={t('timesheets.month.loadError')} />}
      {body}
      <CorrectEntryModal
        entry={editing}
        date={editing?.date ?? ''}
        employeeName={history.data?.employee_name ?? ''}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
