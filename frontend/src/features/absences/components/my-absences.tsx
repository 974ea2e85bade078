import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import type { AbsenceView } from '@px/contracts';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Popconfirm,
  Result,
  Table,
  Typography,
  theme,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useAbsenceList, useCancelAbsence } from '../api';
import { KindTag, StatusTag, useAbsenceText } from './absence-text';
import { DecisionNote } from './decision-note';

const PAGE_SIZE = 10;

export interface MyAbsencesProps {
  employeeId: string;
  onRequest: (() => void) | null;
}

/** The signed-in worker's requests, latest first; a pending one can be cancelled. */
export function MyAbsences({ employeeId, onRequest }: MyAbsencesProps) {
  const text = useAbsenceText();
  const { t } = text;
  const { token } = theme.useToken();
  const { notification } = useFeedback();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const list = useAbsenceList({
    employee_id: employeeId,
    sort: '-start_date',
    page,
    limit: PAGE_SIZE,
  });
  const cancel = useCancelAbsence();
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;

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

  const columns: ColumnsType<AbsenceView> = [
    {
      key: 'kind',
      title: t('absences.column.kind'),
      render: (_, absence) => <KindTag kind={absence.kind} />,
    },
    {
      key: 'dates',
      title: t('absences.column.dates'),
      render: (_, absence) => <span data-testid="absence-period">{text.period(absence)}</span>,
    },
    {
      key: 'days',
      title: t('absences.column.days'),
      align: 'end',
      render: (_, absence) => text.number(absence.working_days),
    },
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
    {
      key: 'actions',
      title: <span className="px-visually-hidden">{t('absences.column.actions')}</span>,
      align: 'end',
      render: (_, absence) =>
        absence.status === 'pending' && (
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
              aria-label={t('absences.action.cancelOf', {
                kind: text.kind(absence.kind).toLowerCase(),
                period: text.period(absence),
              })}
              data-testid="absence-cancel"
            >
              <FormattedMessage id="absences.action.cancel" />
            </Button>
          </Popconfirm>
        ),
    },
  ];

  const empty = (
    <Empty
      image={
        <CalendarOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextQuaternary }} />
      }
      description={t('absences.mine.empty')}
      data-testid="my-absences-empty"
    >
      {onRequest && (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onRequest}>
          <FormattedMessage id="absences.action.request" />
        </Button>
      )}
    </Empty>
  );

  return (
    <Card title={t('absences.mine.title')} style={{ height: '100%' }}>
      {list.isError && !list.data ? (
        <Result
          status="warning"
          title={t('absences.mine.error')}
          subTitle={extractErrorMessage(list.error)}
          data-testid="my-absences-error"
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              <FormattedMessage id="absences.action.retry" />
            </Button>
          }
        />
      ) : (
        <Table<AbsenceView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching && { tip: t('absences.mine.loading') }}
          data-testid="my-absences"
          locale={{ emptyText: list.isPending ? ' ' : empty }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            hideOnSinglePage: true,
            showTotal: (count) => (
              <Typography.Text type="secondary">
                {t('absences.mine.total', { total: count })}
              </Typography.Text>
            ),
            onChange: setPage,
          }}
        />
      )}
    </Card>
  );
}
