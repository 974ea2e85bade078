import { CalendarOutlined, ScheduleOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Result,
  Row,
  Select,
  Skeleton,
  Tabs,
  theme,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader } from '@/shared/ui';
import { useScheduleEmployees, useWorkSchedule } from '../api';
import { CalendarSettingsForm } from '../components/calendar-settings-form';
import { HolidaysPanel } from '../components/holidays-panel';
import { ScheduleEditor } from '../components/schedule-editor';
import { ScheduleHistory } from '../components/schedule-history';
import { madridToday } from '../model';

const TABS = ['schedules', 'holidays'] as const;
type TabKey = (typeof TABS)[number];

/**
 * /work-schedule: employees' weekly patterns (an editor from a date and the history of periods)
 * and, on the "Festivos" tab, the year's holidays and the calendar settings. Which employee and
 * which tab live in the address. Read-only without employees.schedules.update.
 */
export default function WorkSchedulePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { hasPermission } = usePermissions();
  const canEdit = hasPermission(PERMISSIONS.employees.schedules.update);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((key) => key === params.get('tab')) ?? 'schedules';
  const employeeId = params.get('employee');
  const [year, setYear] = useState(() => Number(madridToday().slice(0, 4)));

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={t('workCalendar.schedule.title')}
        subtitle={t('workCalendar.schedule.subtitle')}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam('tab', key === 'schedules' ? undefined : key)}
        items={[
          {
            key: 'schedules',
            label: t('workCalendar.tab.schedules'),
            icon: <ScheduleOutlined aria-hidden />,
            children: (
              <SchedulesTab
                employeeId={employeeId}
                onEmployee={(id) => setParam('employee', id)}
                canEdit={canEdit}
              />
            ),
          },
          {
            key: 'holidays',
            label: t('workCalendar.tab.holidays'),
            icon: <CalendarOutlined aria-hidden />,
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={16}>
                  <HolidaysPanel year={year} onYear={setYear} canEdit={canEdit} />
                </Col>
                <Col xs={24} xl={8}>
                  <CalendarSettingsForm canEdit={canEdit} />
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </>
  );
}

function SchedulesTab({
  employeeId,
  onEmployee,
  canEdit,
}: {
  employeeId: string | null;
  onEmployee: (id: string | undefined) => void;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token } = theme.useToken();
  const employees = useScheduleEmployees();
  const schedule = useWorkSchedule(employeeId);
  // A 409's "Recargar" starts the editor again from the schedule read anew.
  const [editorRun, setEditorRun] = useState(0);

  const listed = (employees.data?.data ?? []).map((employee) => ({
    value: employee.id,
    label: `${employee.full_name} · ${employee.code}`,
  }));
  // An employee opened by address who is not in the active list (deactivated) keeps their name.
  const pickerOptions =
    schedule.data && !listed.some((option) => option.value === schedule.data.employee_id)
      ? [
          ...listed,
          {
            value: schedule.data.employee_id,
            label: `${schedule.data.employee_name} · ${schedule.data.employee_code}`,
          },
        ]
      : listed;

  const reload = () => {
    void schedule.refetch().then(() => setEditorRun((run) => run + 1));
  };

  let body;
  if (!employeeId) {
    body = (
      <Card>
        <Empty
          image={<ScheduleOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
          description={t('workCalendar.schedule.pickEmployee')}
          data-testid="schedule-no-employee"
        />
      </Card>
    );
  } else if (schedule.isError && !schedule.data) {
    body = (
      <Card>
        <Result
          status="warning"
          title={t('workCalendar.schedule.error')}
          subTitle={extractErrorMessage(schedule.error)}
          extra={
            <Button type="primary" onClick={() => void schedule.refetch()}>
              <FormattedMessage id="workCalendar.retry" />
            </Button>
          }
          data-testid="schedule-error"
        />
      </Card>
    );
  } else if (!schedule.data || schedule.data.employee_id !== employeeId) {
    body = (
      <Card aria-busy="true" aria-label={t('workCalendar.schedule.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <ScheduleEditor
            key={`${employeeId}:${editorRun}`}
            schedule={schedule.data}
            canEdit={canEdit}
            onReload={reload}
          />
        </Col>
        <Col xs={24} xl={9}>
          <ScheduleHistory schedule={schedule.data} />
        </Col>
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('workCalendar.schedule.employee')}
          htmlFor="schedule-employee"
          style={{ marginBottom: 0, maxWidth: 420 }}
          validateStatus={employees.isError ? 'error' : undefined}
          help={employees.isError ? extractErrorMessage(employees.error) : undefined}
        >
          <Select
            id="schedule-employee"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            value={employeeId ?? undefined}
            placeholder={t('workCalendar.schedule.employeePlaceholder')}
            loading={employees.isPending}
            onChange={(value: string | undefined) => onEmployee(value)}
            options={pickerOptions}
            data-testid="schedule-employee"
          />
        </Form.Item>
      </Form>
      {body}
    </Flex>
  );
}
