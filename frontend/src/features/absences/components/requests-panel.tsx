import { CheckOutlined, CloseOutlined, InboxOutlined } from '@ant-design/icons';
import {
  ABSENCE_KINDS,
  ABSENCE_STATUSES,
  type AbsenceKind,
  type AbsenceStatus,
  type AbsenceView,
} from '@px/contracts';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Popconfirm,
  Result,
  Select,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { type AbsenceDecisionAction, useAbsenceList, useCancelAbsence } from '../api';
import { formatDay } from '../model';
import { KindTag, StatusTag, useAbsenceText } from './absence-text';
import { DecisionModal } from './decision-modal';
import { DecisionNote } from './decision-note';

const HISTORY_PAGE_SIZE = 10;
/** The queue is short in a workshop; a hundred waiting requests would be a problem of its own. */
const PENDING_LIMIT = 100;

type Decision = { absence: AbsenceView; action: AbsenceDecisionAction } | null;

/**
 * The managers' side: the requests waiting for a decision (soonest first) with approve and reject,
 * and the history of everyone's absences, filtered by status and kind.
 */
export function RequestsPanel({ canDecide }: { canDecide: boolean }) {
  const text = useAbsenceText();
  const { t } = text;
  const { token } = theme.useToken();
  const { notification } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [decision, setDecision] = useState<Decision>(null);
  const [status, setStatus] = useState<AbsenceStatus | undefined>();
  const [kind, setKind] = useState<AbsenceKind | undefined>();
  const [page, setPage] = useState(1);
  const pending = useAbsenceList({ status: 'pending', sort: 'start_date', limit: PENDING_LIMIT });
  const history = useAbsenceList({
    status,
    kind,
    sort: '-start_date',
    page,
    limit: HISTORY_PAGE_SIZE,
  });
  const cancel = useCancelAbsence();

  const cancelOne = async (absence: AbsenceView) => {
    try {
      await cancel.mutateAsync(absence.id);
      notification.success({ title: t('absences.toast.cancelled') });
    } catch (error) {
      notification.error({
        title: t('absences.toast.cancelError'),
        description: extractErrorMessage(error),
      });
    }
  };

  const labelValues = (absence: AbsenceView) => ({
    name: absence.employee_name,
    kind: text.kind(absence.kind).toLowerCase(),
    period: text.period(absence),
  });

  const common: ColumnsType<AbsenceView> = [
    {
      key: 'employee',
      title: t('absences.column.employee'),
      render: (_, absence) => (
        <Typography.Text strong data-testid="absence-employee">
          {absence.employee_name}
        </Typography.Text>
      ),
    },
    {
      key: 'kind',
      title: t('absences.column.kind'),
      render: (_, absence) => <KindTag kind={absence.kind} />,
    },
    {
      key: 'dates',
      title: t('absences.column.dates'),
      render: (_, absence) => text.period(absence),
    },
    {
      key: 'days',
      title: t('absences.column.days'),
      align: 'end',
      render: (_, absence) => text.number(absence.working_days),
    },
  ];

  const pendingColumns: ColumnsType<AbsenceView> = [
    ...common,
    // A tablet beside the menu shows who, what, when and the buttons; the rest on a wider screen.
    {
      key: 'reason',
      title: t('absences.column.reason'),
      responsive: ['lg'],
      render: (_, absence) => absence.reason ?? '—',
    },
    {
      key: 'requested',
      title: t('absences.column.requested'),
      responsive: ['lg'],
      render: (_, absence) => formatDay(absence.created_at.slice(0, 10)),
    },
    ...(canDecide
      ? [
          {
            key: 'actions',
            title: <span className="px-visually-hidden">{t('absences.column.actions')}</span>,
            align: 'end' as const,
            render: (_: unknown, absence: AbsenceView) => (
              <Flex gap={8} justify="end" wrap>
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined aria-hidden />}
                  aria-label={t('absences.action.approveOf', labelValues(absence))}
                  onClick={() => setDecision({ absence, action: 'approve' })}
                  data-testid="absence-approve"
                >
                  <FormattedMessage id="absences.action.approve" />
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('absences.action.rejectOf', labelValues(absence))}
                  onClick={() => setDecision({ absence, action: 'reject' })}
                  data-testid="absence-reject"
                >
                  <FormattedMessage id="absences.action.reject" />
                </Button>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const historyColumns: ColumnsType<AbsenceView> = [
    ...common,
    {
      key: 'status',
      title: t('absences.column.status'),
      // On a tablet the answer has no column of its own: it goes under the status.
      render: (_, absence) =>
        screens.lg ? (
          <StatusTag status={absence.status} />
        ) : (
          <Flex vertical gap={4} align="start">
            <StatusTag status={absence.status} />
            <DecisionNote absence={absence} />
          </Flex>
        ),
    },
    {
      key: 'decision',
      title: t('absences.column.decision'),
      responsive: ['lg'],
      render: (_, absence) => <DecisionNote absence={absence} />,
    },
    ...(canDecide
      ? [
          {
            key: 'actions',
            title: <span className="px-visually-hidden">{t('absences.column.actions')}</span>,
            align: 'end' as const,
            render: (_: unknown, absence: AbsenceView) =>
              (absence.status === 'approved' || absence.status === 'pending') && (
                <Popconfirm
                  title={t('absences.confirm.cancelTitle')}
                  description={t('absences.confirm.cancelDescription', {
                    kind: text.kind(absence.kind),
                    period: text.period(absence),
                  })}
                  okText={t('absences.confirm.cancel')}
                  cancelText={t('absences.confirm.keep')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => cancelOne(absence)}
                >
                  <Button
                    size="small"
                    aria-label={`${t('absences.action.cancel')}: ${absence.employee_name}, ${text.kind(absence.kind).toLowerCase()} ${text.period(absence)}`}
                  >
                    <FormattedMessage id="absences.action.cancel" />
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  const failure = (query: typeof pending, testId: string) => (
    <Result
      status="warning"
      title={t('absences.requests.error')}
      subTitle={extractErrorMessage(query.error)}
      data-testid={testId}
      extra={
        <Button type="primary" onClick={() => void query.refetch()}>
          <FormattedMessage id="absences.action.retry" />
        </Button>
      }
    />
  );

  const pendingCount = pending.data?.pagination.total ?? 0;

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex gap={8} align="center">
            <span>{t('absences.requests.pendingTitle')}</span>
            <Tag
              color={pendingCount ? 'gold' : 'default'}
              style={{ marginInlineEnd: 0 }}
              data-testid="absence-pending-count"
            >
              {pendingCount}
            </Tag>
          </Flex>
        }
      >
        {pending.isError && !pending.data ? (
          failure(pending, 'absence-pending-error')
        ) : (
          <Table<AbsenceView>
            rowKey="id"
            size="middle"
            columns={pendingColumns}
            dataSource={pending.data?.data ?? []}
            loading={pending.isFetching && { tip: t('absences.requests.loading') }}
            pagination={false}
            data-testid="absence-pending"
            locale={{
              emptyText: pending.isPending ? (
                ' '
              ) : (
                <Empty
                  image={
                    <InboxOutlined
                      aria-hidden
                      style={{ fontSize: 40, color: token.colorTextQuaternary }}
                    />
                  }
                  description={t('absences.requests.pendingEmpty')}
                  data-testid="absence-pending-empty"
                />
              ),
            }}
          />
        )}
      </Card>

      <Card
        title={t('absences.requests.historyTitle')}
        extra={
          <Flex gap={8} wrap>
            <Select<AbsenceStatus>
              allowClear
              placeholder={t('absences.requests.allStatuses')}
              aria-label={t('absences.requests.statusFilter')}
              value={status}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
              options={ABSENCE_STATUSES.map((value) => ({ value, label: text.status(value) }))}
              style={{ minWidth: 170 }}
              data-testid="absence-status-filter"
            />
            <Select<AbsenceKind>
              allowClear
              placeholder={t('absences.requests.allKinds')}
              aria-label={t('absences.requests.kindFilter')}
              value={kind}
              onChange={(value) => {
                setKind(value);
                setPage(1);
              }}
              options={ABSENCE_KINDS.map((value) => ({ value, label: text.kind(value) }))}
              style={{ minWidth: 170 }}
              data-testid="absence-kind-filter"
            />
          </Flex>
        }
      >
        {history.isError && !history.data ? (
          failure(history, 'absence-history-error')
        ) : (
          <Table<AbsenceView>
            rowKey="id"
            size="middle"
            columns={historyColumns}
            dataSource={history.data?.data ?? []}
            loading={history.isFetching && { tip: t('absences.requests.loading') }}
            data-testid="absence-history"
            locale={{
              emptyText: history.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('absences.requests.historyEmpty')}
                />
              ),
            }}
            pagination={{
              current: page,
              pageSize: HISTORY_PAGE_SIZE,
              total: history.data?.pagination.total ?? 0,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
          />
        )}
      </Card>
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </Flex>
  );
}
