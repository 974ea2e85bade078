import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { HolidayScopeName, HolidayView } from '@px/contracts';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Result,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useAddLocalHoliday, useHolidays, useRemoveLocalHoliday } from '../api';
import { dayOfYear, longDate, messagesOn } from '../model';

const SCOPE_COLOR: Record<HolidayScopeName, string> = {
  national: 'red',
  regional: 'purple',
  local: 'gold',
};

interface AddForm {
  date: Dayjs | null;
  name: string;
}

/**
 * A year's holidays: Spain's and the community's (from date-holidays) and the town's entered by
 * hand, each tagged with its scope in words; local ones can be added and removed.
 */
export function HolidaysPanel({
  year,
  onYear,
  canEdit,
}: {
  year: number;
  onYear: (year: number) => void;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { notification } = useFeedback();
  const holidays = useHolidays(year);
  const add = useAddLocalHoliday();
  const remove = useRemoveLocalHoliday();
  const [form] = Form.useForm<AddForm>();

  const submit = (values: AddForm) => {
    if (!values.date) return;
    add.mutate(
      { date: values.date.format('YYYY-MM-DD'), name: values.name },
      {
        onSuccess: (saved) => {
          form.resetFields();
          notification.success({
            title: t('workCalendar.holidays.added', {
              name: saved.name,
              date: longDate(saved.date, locale),
            }),
          });
          if (Number(saved.date.slice(0, 4)) !== year) onYear(Number(saved.date.slice(0, 4)));
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          form.setFields(
            (['date', 'name'] as const).map((name) => ({
              name,
              errors: messagesOn(error.fieldErrors, name),
            })),
          );
        },
      },
    );
  };

  const removeHoliday = (holiday: HolidayView) =>
    remove.mutate(holiday.date, {
      onSuccess: () =>
        notification.success({ title: t('workCalendar.holidays.removed', { name: holiday.name }) }),
      onError: (error) =>
        notification.error({
          title: t('workCalendar.holidays.removeError'),
          description: extractErrorMessage(error),
        }),
    });

  const data = holidays.data;
  const yearNavigation = (
    <Flex gap={8} align="center">
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('workCalendar.holidays.previousYear')}
        onClick={() => onYear(year - 1)}
      />
      <Typography.Text strong style={{ minWidth: 48, textAlign: 'center' }} aria-live="polite">
        {year}
      </Typography.Text>
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={t('workCalendar.holidays.nextYear')}
        onClick={() => onYear(year + 1)}
      />
    </Flex>
  );

  return (
    <Card
      title={
        data
          ? t('workCalendar.holidays.titleOf', { year, region: data.region_name })
          : t('workCalendar.holidays.title', { year })
      }
      extra={yearNavigation}
      data-testid="holidays-panel"
    >
      <Flex vertical gap={16}>
        {canEdit && (
          <Form<AddForm>
            form={form}
            layout="inline"
            onFinish={submit}
            initialValues={{ date: null, name: '' }}
            requiredMark={false}
            style={{ rowGap: 8 }}
          >
            <Form.Item
              name="date"
              label={t('workCalendar.holidays.date')}
              rules={[{ required: true, message: t('workCalendar.holidays.dateRequired') }]}
            >
              <DatePicker format="DD/MM/YYYY" data-testid="local-holiday-date" />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('workCalendar.holidays.name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('workCalendar.holidays.nameRequired'),
                },
              ]}
            >
              <Input
                maxLength={100}
                placeholder={t('workCalendar.holidays.namePlaceholder')}
                style={{ width: 240 }}
              />
            </Form.Item>
            <Form.Item>
              <Button
                htmlType="submit"
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                loading={add.isPending}
                data-testid="add-local-holiday"
              >
                <FormattedMessage id="workCalendar.holidays.add" />
              </Button>
            </Form.Item>
          </Form>
        )}
        {add.isError && !(isApiError(add.error) && add.error.fieldErrors.length) && (
          <Typography.Text type="danger" role="alert" data-testid="local-holiday-error">
            {extractErrorMessage(add.error)}
          </Typography.Text>
        )}
        {holidays.isError && !data ? (
          <Result
            status="warning"
            title={t('workCalendar.holidays.error')}
            subTitle={extractErrorMessage(holidays.error)}
            extra={
              <Button onClick={() => void holidays.refetch()}>
                <FormattedMessage id="workCalendar.retry" />
              </Button>
            }
          />
        ) : (
          <Table<HolidayView>
            rowKey="date"
            size="middle"
            pagination={false}
            loading={holidays.isFetching && { tip: t('workCalendar.holidays.loading') }}
            dataSource={data?.holidays ?? []}
            locale={{
              emptyText: holidays.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('workCalendar.holidays.empty')}
                />
              ),
            }}
            data-testid="holidays-table"
            columns={[
              {
                key: 'date',
                title: t('workCalendar.holidays.date'),
                render: (_, holiday) => dayOfYear(holiday.date, locale),
              },
              { key: 'name', title: t('workCalendar.holidays.name'), dataIndex: 'name' },
              {
                key: 'scope',
                title: t('workCalendar.holidays.scope'),
                render: (_, holiday) => (
                  <Tag color={SCOPE_COLOR[holiday.scope]}>
                    {t(`workCalendar.holidays.scope.${holiday.scope}`)}
                  </Tag>
                ),
              },
              ...(canEdit
                ? [
                    {
                      key: 'actions',
                      title: t('workCalendar.holidays.actions'),
                      render: (_: unknown, holiday: HolidayView) =>
                        holiday.scope === 'local' && (
                          <Popconfirm
                            title={t('workCalendar.holidays.confirmRemove', { name: holiday.name })}
                            okText={t('workCalendar.holidays.remove')}
                            cancelText={t('workCalendar.cancel')}
                            onConfirm={() => removeHoliday(holiday)}
                          >
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined aria-hidden />}
                              aria-label={t('workCalendar.holidays.removeOf', {
                                name: holiday.name,
                              })}
                              loading={remove.isPending && remove.variables === holiday.date}
                            />
                          </Popconfirm>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
