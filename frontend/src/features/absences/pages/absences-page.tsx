import { IdcardOutlined, PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import { Button, Card, Col, Flex, Result, Row, Tabs, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { PageHeader } from '@/shared/ui';
import { BalanceCard } from '../components/balance-card';
import { MyAbsences } from '../components/my-absences';
import { RequestAbsenceDrawer } from '../components/request-absence-drawer';
import { RequestsPanel } from '../components/requests-panel';
import { TeamCalendar } from '../components/team-calendar';
import { type AbsenceTab, isMonth, tabOf, workshopToday, yearOf } from '../model';

const ABSENCES = PERMISSIONS.employees.absences;

/**
 * /absence-management: a worker's own requests, vacation balance and "Solicitar ausencia"; the
 * managers' queue of requests to approve or reject with a comment; and the month of the team
 * (one's own for a worker). The tab, the balance's year and the calendar's month live in the
 * address.
 */
export default function AbsencesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  const user = useAppSelector((state) => state.auth.user);
  const { hasPermission, isAdmin } = usePermissions();
  const [params, setParams] = useSearchParams();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const employeeId = user?.employee_id ?? null;
  const canDecide = isAdmin || hasPermission(ABSENCES.approve);
  const canReview = canDecide || hasPermission(ABSENCES.read);
  const canRequest = canDecide || hasPermission(ABSENCES.request);
  const tab = tabOf(params.get('tab'), canReview);
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : workshopToday().slice(0, 7);
  const year = yearOf(params.get('year')) ?? Number(workshopToday().slice(0, 4));
  const ownName = user?.full_name ?? user?.email ?? '';

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const openRequest = canRequest && (employeeId || canDecide) ? () => setDrawerOpen(true) : null;

  const mine = employeeId ? (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <BalanceCard year={year} onYearChange={(value) => update({ year: String(value) })} />
      </Col>
      <Col xs={24} lg={16}>
        <MyAbsences employeeId={employeeId} onRequest={openRequest} />
      </Col>
    </Row>
  ) : (
    <Card data-testid="absences-no-employee">
      <Result
        icon={<IdcardOutlined aria-hidden style={{ color: token.colorPrimary }} />}
        title={t('absences.noEmployee.title')}
        subTitle={t('absences.noEmployee.description')}
      />
    </Card>
  );

  const items = [
    { key: 'mine', label: t('absences.tab.mine'), children: mine },
    ...(canReview
      ? [
          {
            key: 'requests',
            label: t('absences.tab.requests'),
            children: <RequestsPanel canDecide={canDecide} />,
          },
        ]
      : []),
    {
      key: 'calendar',
      label: t(canReview ? 'absences.tab.teamCalendar' : 'absences.tab.myCalendar'),
      children: <TeamCalendar month={month} onMonthChange={(value) => update({ month: value })} />,
    },
  ];

  return (
    <Flex vertical data-testid="absences-page">
      <PageHeader
        title={t('absences.title')}
        subtitle={t('absences.subtitle')}
        extra={
          openRequest && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={openRequest}
              data-testid="absence-request"
            >
              <FormattedMessage id="absences.action.request" />
            </Button>
          )
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          update({
            tab: key === 'mine' ? undefined : (key as AbsenceTab),
            month: undefined,
            year: undefined,
          })
        }
        items={items}
        destroyOnHidden
      />
      {openRequest && (
        <RequestAbsenceDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ownEmployeeId={employeeId}
          ownName={ownName}
          canRecordForOthers={canDecide}
        />
      )}
    </Flex>
  );
}
