import { CopyOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { EmployeeWorkSchedule } from '@px/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Input, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useSaveWorkSchedule } from '../api';
import {
  MAX_WORK_SEASONS,
  type ScheduleForm,
  type SeasonForm,
  copyMondayToWeekdays,
  formatHours,
  isDayMonth,
  messagesOn,
  scheduleFormOf,
  scheduleFormProblems,
  scheduleInputOf,
  shortDate,
  summerSeason,
  weekMessages,
  weekMinutes,
} from '../model';
import { WeekEditor } from './week-editor';

const DATE_FORMAT = 'DD/MM/YYYY';

export interface ScheduleEditorProps {
  schedule: EmployeeWorkSchedule;
  canEdit: boolean;
  /** Reloads the schedule and starts the editor again (after a 409). */
  onReload: () => void;
}

/**
 * The weekly pattern of one employee from a date: the week's ranges, Monday copied to the other
 * weekdays, seasonal hours (summer intensive hours), the weekly total, and the save. It edits what
 * it opened with: a save sends the revision read then, so someone else's change in between is a
 * 409, never overwritten.
 */
export function ScheduleEditor({ schedule, canEdit, onReload }: ScheduleEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { notification } = useFeedback();
  const [form, setForm] = useState<ScheduleForm>(() => scheduleFormOf(schedule));
  const [revision, setRevision] = useState(schedule.revision);
  const save = useSaveWorkSchedule();
  const disabled = !canEdit;

  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : [];
  const stale = isApiError(save.error) && save.error.statusCode === 409;
  const hasProblems = scheduleFormProblems(form);
  const update = (change: Partial<ScheduleForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const setSeason = (index: number, change: Partial<SeasonForm>) =>
    update({
      seasons: form.seasons.map((season, i) => (i === index ? { ...season, ...change } : season)),
    });

  const submit = () => {
    if (hasProblems) return;
    save.mutate(
      { employeeId: schedule.employee_id, body: scheduleInputOf(form, revision) },
      {
        onSuccess: (saved) => {
          setRevision(saved.revision);
          notification.success({
            title: t('workCalendar.editor.saved', {
              name: saved.employee_name,
              date: shortDate(form.validFrom),
            }),
          });
        },
      },
    );
  };

  const dateField = (
    field: 'validFrom' | 'validTo',
    apiField: string,
    label: string,
    testId: string,
  ) => {
    const messages = messagesOn(fieldErrors, apiField);
    return (
      <Form.Item
        label={label}
        htmlFor={`schedule-${field}`}
        validateStatus={messages.length ? 'error' : undefined}
        help={messages.join(' ') || undefined}
        style={{ marginBottom: 0 }}
      >
        <DatePicker
          id={`schedule-${field}`}
          format={DATE_FORMAT}
          value={form[field] ? dayjs(form[field]) : null}
          allowClear={field === 'validTo'}
          placeholder={field === 'validTo' ? t('workCalendar.editor.noEnd') : undefined}
          disabled={disabled}
          onChange={(value) => update({ [field]: value ? value.format('YYYY-MM-DD') : '' })}
          data-testid={testId}
        />
      </Form.Item>
    );
  };

  return (
    <Card
      title={t('workCalendar.editor.title')}
      extra={
        <Statistic
          title={t('workCalendar.editor.weekTotal')}
          value={formatHours(weekMinutes(form.days), locale)}
          styles={{ content: { fontSize: 20 } }}
          data-testid="week-total"
        />
      }
      data-testid="schedule-editor"
    >
      <Flex vertical gap={16}>
        {disabled && <Alert type="info" showIcon title={t('workCalendar.editor.readOnly')} />}
        <Form layout="vertical" component="div">
          <Flex wrap gap={16} align="flex-end">
            {dateField(
              'validFrom',
              'valid_from',
              t('workCalendar.editor.validFrom'),
              'schedule-valid-from',
            )}
            {dateField(
              'validTo',
              'valid_to',
              t('workCalendar.editor.validTo'),
              'schedule-valid-to',
            )}
            {!disabled && (
              <Button
                icon={<CopyOutlined aria-hidden />}
                onClick={() => update({ days: copyMondayToWeekdays(form.days) })}
                data-testid="copy-monday"
              >
                <FormattedMessage id="workCalendar.editor.copyMonday" />
              </Button>
            )}
          </Flex>
        </Form>
        <Typography.Text type="secondary">
          <FormattedMessage id="workCalendar.editor.validFromHelp" />
        </Typography.Text>

        <WeekEditor
          week={form.days}
          onChange={(days) => update({ days })}
          disabled={disabled}
          idPrefix="base"
          weekLabel={t('workCalendar.editor.title')}
          serverMessages={weekMessages(fieldErrors, 'days')}
        />

        <Flex vertical gap={12}>
          <Flex wrap justify="space-between" align="center" gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              <FormattedMessage id="workCalendar.season.title" />
            </Typography.Title>
            {!disabled && form.seasons.length < MAX_WORK_SEASONS && (
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => update({ seasons: [...form.seasons, summerSeason()] })}
                data-testid="add-season"
              >
                <FormattedMessage id="workCalendar.season.add" />
              </Button>
            )}
          </Flex>
          {form.seasons.length === 0 && (
            <Typography.Text type="secondary">
              <FormattedMessage id="workCalendar.season.none" />
            </Typography.Text>
          )}
          {form.seasons.map((season, index) => {
            const label =
              season.name.trim() || t('workCalendar.season.untitled', { number: index + 1 });
            const seasonErrors = messagesOn(fieldErrors, `seasons.${index}`);
            const bound = (which: 'from' | 'to') => {
              const messages = messagesOn(fieldErrors, `seasons.${index}.${which}`);
              const wrong = !isDayMonth(season[which]);
              return (
                <Form.Item
                  label={t(`workCalendar.season.${which}`)}
                  htmlFor={`season-${index}-${which}`}
                  validateStatus={wrong || messages.length ? 'error' : undefined}
                  help={
                    messages.join(' ') ||
                    (wrong ? t('workCalendar.season.dayMonthHelp') : undefined)
                  }
                  style={{ marginBottom: 0 }}
                >
                  <Input
                    id={`season-${index}-${which}`}
                    value={season[which]}
                    placeholder={which === 'from' ? '01/07' : '31/08'}
                    disabled={disabled}
                    onChange={(event) => setSeason(index, { [which]: event.target.value })}
                    style={{ width: 110 }}
                  />
                </Form.Item>
              );
            };
            return (
              <Card
                key={index}
                size="small"
                type="inner"
                title={label}
                extra={
                  !disabled && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('workCalendar.season.removeOf', { name: label })}
                      onClick={() =>
                        update({ seasons: form.seasons.filter((_, i) => i !== index) })
                      }
                    />
                  )
                }
                data-testid={`season-${index}`}
              >
                <Form layout="vertical" component="div">
                  <Flex wrap gap={16} align="flex-start">
                    <Form.Item
                      label={t('workCalendar.season.name')}
                      htmlFor={`season-${index}-name`}
                      validateStatus={
                        messagesOn(fieldErrors, `seasons.${index}.name`).length
                          ? 'error'
                          : undefined
                      }
                      help={messagesOn(fieldErrors, `seasons.${index}.name`).join(' ') || undefined}
                      style={{ marginBottom: 0, minWidth: 240, flex: 1 }}
                    >
                      <Input
                        id={`season-${index}-name`}
                        value={season.name}
                        maxLength={60}
                        disabled={disabled}
                        onChange={(event) => setSeason(index, { name: event.target.value })}
                      />
                    </Form.Item>
                    {bound('from')}
                    {bound('to')}
                    <Statistic
                      title={t('workCalendar.editor.weekTotal')}
                      value={formatHours(weekMinutes(season.days), locale)}
                      styles={{ content: { fontSize: 16 } }}
                    />
                  </Flex>
                </Form>
                {seasonErrors.length > 0 && (
                  <Typography.Text type="danger" role="alert">
                    {seasonErrors.join(' ')}
                  </Typography.Text>
                )}
                <WeekEditor
                  week={season.days}
                  onChange={(days) => setSeason(index, { days })}
                  disabled={disabled}
                  idPrefix={`season-${index}`}
                  weekLabel={label}
                  serverMessages={weekMessages(fieldErrors, `seasons.${index}.days`)}
                />
              </Card>
            );
          })}
        </Flex>

        {save.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={stale ? t('workCalendar.editor.stale') : extractErrorMessage(save.error)}
            action={
              stale && (
                <Button size="small" onClick={onReload}>
                  <FormattedMessage id="workCalendar.editor.reload" />
                </Button>
              )
            }
            data-testid="schedule-save-error"
          />
        )}
        {!disabled && (
          <Flex justify="flex-end" gap={8} wrap align="center">
            {hasProblems && (
              <Typography.Text type="danger">
                <FormattedMessage id="workCalendar.editor.fixProblems" />
              </Typography.Text>
            )}
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={save.isPending}
              disabled={hasProblems}
              onClick={submit}
              data-testid="save-schedule"
            >
              <FormattedMessage id="workCalendar.editor.save" />
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
