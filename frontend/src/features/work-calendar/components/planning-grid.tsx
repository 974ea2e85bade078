import {
  CoffeeOutlined,
  FlagOutlined,
  MinusCircleOutlined,
  PauseCircleOutlined,
} from '@ant-design/icons';
import type { CapacityDateView, CapacityDayView, EmployeeCapacityView } from '@px/contracts';
import { Flex, Table, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { cellStatusKey, columnDay, formatHours, longDate } from '../model';

export interface PlanningGridProps {
  rows: EmployeeCapacityView[];
  days: CapacityDateView[];
  /** Available minutes per date among `rows` (the position filter applies). */
  dayTotals: number[];
  total: number;
  today: string;
  loading: boolean;
  emptyText: ReactNode;
}

const STATUS_ICON: Partial<Record<CapacityDayView['status'], ReactNode>> = {
  holiday: <FlagOutlined aria-hidden />,
  day_off: <CoffeeOutlined aria-hidden />,
  absence: <MinusCircleOutlined aria-hidden />,
  half_absence: <PauseCircleOutlined aria-hidden />,
};

/**
 * Who works when: a row per employee, a column per day, each cell the hours they can work (or
 * why not: a holiday, a day off, an absence, in words and an icon, never by colour alone), with
 * the totals per day (the last row) and per person (the last column).
 */
export function PlanningGrid({
  rows,
  days,
  dayTotals,
  total,
  today,
  loading,
  emptyText,
}: PlanningGridProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();

  const background = (day: CapacityDayView): string | undefined => {
    if (day.status === 'holiday') return token.colorErrorBg;
    if (day.status === 'absence' || day.status === 'half_absence') return token.colorWarningBg;
    if (day.status === 'day_off') return token.colorFillQuaternary;
    return undefined;
  };

  const cell = (employee: EmployeeCapacityView, day: CapacityDayView, index: number) => {
    const hours = formatHours(day.available_minutes, locale);
    const status = t(cellStatusKey(day));
    const holiday = days[index]?.holiday;
    const words =
      day.status === 'work'
        ? hours
        : day.status === 'half_absence'
          ? `${status} · ${hours}`
          : status;
    const description = t('workCalendar.planning.cellLabel', {
      name: employee.full_name,
      date: longDate(day.date, locale),
      state: day.status === 'holiday' && holiday ? `${status} (${holiday.name})` : status,
      hours,
    });
    // The words say what the cell is (hours, or why none): colour and icon only repeat it.
    return (
      <Flex
        vertical
        align="center"
        gap={0}
        title={description}
        data-testid={`cell-${employee.employee_id}-${day.date}`}
        data-status={day.status}
        style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
      >
        {STATUS_ICON[day.status]}
        <Typography.Text
          type={day.status === 'work' ? undefined : 'secondary'}
          style={{ fontSize: day.status === 'work' ? 14 : 12, whiteSpace: 'nowrap' }}
        >
          {words}
        </Typography.Text>
      </Flex>
    );
  };

  const columns: ColumnsType<EmployeeCapacityView> = [
    {
      key: 'employee',
      title: t('workCalendar.planning.employee'),
      fixed: 'left',
      width: 200,
      render: (_, employee) => (
        <Flex vertical>
          <Typography.Text strong>{employee.full_name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`workCalendar.position.${employee.position}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    ...days.map((day, index) => {
      const { weekday, day: dayNumber } = columnDay(day.date, locale);
      const isToday = day.date === today;
      return {
        key: day.date,
        align: 'center' as const,
        width: 84,
        title: (
          <Flex
            vertical
            align="center"
            style={isToday ? { color: token.colorPrimaryText } : undefined}
          >
            <span className="px-visually-hidden">
              {longDate(day.date, locale)}
              {day.holiday ? ` · ${day.holiday.name}` : ''}
            </span>
            <span aria-hidden>{weekday}</span>
            <span aria-hidden style={{ fontSize: 16 }}>
              {dayNumber}
            </span>
            {day.holiday && (
              <Typography.Text
                type="danger"
                aria-hidden
                style={{ fontSize: 11, maxWidth: 80 }}
                ellipsis
                title={day.holiday.name}
              >
                {day.holiday.name}
              </Typography.Text>
            )}
          </Flex>
        ),
        onCell: (employee: EmployeeCapacityView) => ({
          style: {
            background: employee.days[index] ? background(employee.days[index]) : undefined,
          },
        }),
        render: (_: unknown, employee: EmployeeCapacityView) =>
          employee.days[index] ? cell(employee, employee.days[index], index) : null,
      };
    }),
    {
      key: 'total',
      title: t('workCalendar.planning.personTotal'),
      fixed: 'right',
      align: 'right',
      width: 96,
      render: (_, employee) => (
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatHours(employee.available_minutes, locale)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Table<EmployeeCapacityView>
      rowKey="employee_id"
      size="small"
      bordered
      pagination={false}
      loading={loading && { tip: t('workCalendar.planning.loading') }}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 200 + 96 + days.length * 84 }}
      locale={{ emptyText }}
      data-testid="planning-grid"
      summary={() =>
        rows.length > 0 && (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('workCalendar.planning.dayTotal')}</Typography.Text>
              </Table.Summary.Cell>
              {dayTotals.map((minutes, index) => (
                <Table.Summary.Cell
                  key={days[index]?.date ?? index}
                  index={index + 1}
                  align="center"
                >
                  <Typography.Text
                    strong
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    data-testid={`day-total-${days[index]?.date}`}
                  >
                    {formatHours(minutes, locale)}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={days.length + 1} align="right">
                <Typography.Text
                  strong
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="grand-total"
                >
                  {formatHours(total, locale)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
    />
  );
}
