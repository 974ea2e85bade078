import { SaveOutlined } from '@ant-design/icons';
import type { WorkCalendarSettingsInput, WorkCalendarSettingsView } from '@px/contracts';
import { Button, Card, Form, InputNumber, Result, Select, Skeleton } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useCalendarSettings, useHolidayRegions, useSaveCalendarSettings } from '../api';
import { messagesOn } from '../model';

const formValuesOf = (settings: WorkCalendarSettingsView): WorkCalendarSettingsInput => ({
  holiday_region: settings.holiday_region,
  vacation_days: settings.vacation_days,
  auto_close_margin_minutes: settings.auto_close_margin_minutes,
});

/**
 * The workshop's calendar settings: its autonomous community (whose holidays apply), the vacation
 * days a year by default and the margin after a scheduled day's end before a forgotten clock-out
 * is closed. Read-only for who may not edit schedules.
 */
export function CalendarSettingsForm({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notification } = useFeedback();
  const settings = useCalendarSettings();
  const regions = useHolidayRegions();
  const save = useSaveCalendarSettings();
  const [form] = Form.useForm<WorkCalendarSettingsInput>();

  useEffect(() => {
    if (settings.data) form.setFieldsValue(formValuesOf(settings.data));
  }, [settings.data, form]);

  const submit = (values: WorkCalendarSettingsInput) =>
    save.mutate(values, {
      onSuccess: (saved) =>
        notification.success({
          title: t('workCalendar.settings.saved', { region: saved.holiday_region_name }),
        }),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.length) {
          form.setFields(
            (['holiday_region', 'vacation_days', 'auto_close_margin_minutes'] as const).map(
              (name) => ({ name, errors: messagesOn(error.fieldErrors, name) }),
            ),
          );
        } else {
          notification.error({
            title: t('workCalendar.settings.saveError'),
            description: extractErrorMessage(error),
          });
        }
      },
    });

  let body;
  if (settings.isError && !settings.data) {
    body = (
      <Result
        status="warning"
        title={t('workCalendar.settings.error')}
        subTitle={extractErrorMessage(settings.error)}
        extra={
          <Button onClick={() => void settings.refetch()}>
            <FormattedMessage id="workCalendar.retry" />
          </Button>
        }
      />
    );
  } else if (!settings.data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    body = (
      <Form<WorkCalendarSettingsInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={!canEdit}
        initialValues={formValuesOf(settings.data)}
        requiredMark={false}
        data-testid="calendar-settings-form"
      >
        <Form.Item
          name="holiday_region"
          label={t('workCalendar.settings.region')}
          extra={t('workCalendar.settings.regionHelp')}
          rules={[{ required: true, message: t('workCalendar.settings.regionRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={regions.isPending}
            options={(
              regions.data ?? [
                {
                  code: settings.data.holiday_region,
                  name: settings.data.holiday_region_name,
                },
              ]
            ).map((region) => ({ value: region.code, label: region.name }))}
          />
        </Form.Item>
        <Form.Item
          name="vacation_days"
          label={t('workCalendar.settings.vacationDays')}
          extra={t('workCalendar.settings.vacationDaysHelp')}
          rules={[{ required: true, message: t('workCalendar.settings.numberRequired') }]}
        >
          <InputNumber min={0} max={60} step={1} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="auto_close_margin_minutes"
          label={t('workCalendar.settings.autoCloseMargin')}
          extra={t('workCalendar.settings.autoCloseMarginHelp')}
          rules={[{ required: true, message: t('workCalendar.settings.numberRequired') }]}
        >
          <InputNumber
            min={0}
            max={720}
            step={15}
            precision={0}
            suffix={t('workCalendar.settings.minutes')}
            style={{ width: 160 }}
          />
        </Form.Item>
        {canEdit && (
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={save.isPending}
            data-testid="save-calendar-settings"
          >
            <FormattedMessage id="workCalendar.settings.save" />
          </Button>
        )}
      </Form>
    );
  }

  return (
    <Card title={t('workCalendar.settings.title')} data-testid="calendar-settings">
      {body}
    </Card>
  );
}
