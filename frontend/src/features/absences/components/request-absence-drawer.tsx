import { ABSENCE_KINDS, type AbsenceKind } from '@px/contracts';
import { Alert, Button, DatePicker, Drawer, Flex, Form, Grid, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useAbsenceEmployees, useRequestAbsence, useVacationBalance } from '../api';
import {
  type AbsenceFormValues,
  EMPTY_ABSENCE_FORM,
  fieldOfServer,
  inputOf,
  workshopToday,
} from '../model';
import { useAbsenceText } from './absence-text';

export interface RequestAbsenceDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's employee record (null: they can only record for others). */
  ownEmployeeId: string | null;
  ownName: string;
  /** A manager (absences.approve) who may record one for any employee, and reads the staff. */
  canRecordForOthers: boolean;
}

/** How antd's DatePicker holds a 'YYYY-MM-DD' field, and back. */
const dateProps = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/**
 * Ask for an absence: kind, whole days (from–to) or half a day, and a reason. A manager may choose
 * another employee (recorded as approved). A vacation shows the days left; the server's refusals
 * (overlap, not enough days, a date too far back) show on their field or above the form.
 */
export function RequestAbsenceDrawer({
  open,
  onClose,
  ownEmployeeId,
  ownName,
  canRecordForOthers,
}: RequestAbsenceDrawerProps) {
  const text = useAbsenceText();
  const { t } = text;
  const screens = Grid.useBreakpoint();
  const { notification } = useFeedback();
  const [form] = Form.useForm<AbsenceFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useRequestAbsence();
  const employees = useAbsenceEmployees(open && canRecordForOthers);
  const duration = Form.useWatch('duration', form) ?? 'full';
  const kind = Form.useWatch('kind', form);
  const employeeId = Form.useWatch('employee_id', form) ?? null;
  const startDate = Form.useWatch('start_date', form);
  const own = employeeId === null || employeeId === ownEmployeeId;
  const year = Number((startDate ?? workshopToday()).slice(0, 4));
  const balance = useVacationBalance(null, year, open && own && ownEmployeeId !== null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue({ ...EMPTY_ABSENCE_FORM, employee_id: ownEmployeeId });
  }, [open, ownEmployeeId, form]);

  const employeeOptions = [
    ...(ownEmployeeId
      ? [{ value: ownEmployeeId, label: t('absences.form.employeeSelf', { name: ownName }) }]
      : []),
    ...(employees.data?.data ?? [])
      .filter((employee) => employee.id !== ownEmployeeId)
      .map((employee) => ({ value: employee.id, label: employee.full_name })),
  ];

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure(extractErrorMessage(error));
      return;
    }
    const known = error.fieldErrors
      .map((item) => ({ name: fieldOfServer(item.field), message: item.message }))
      .filter(
        (item): item is { name: keyof AbsenceFormValues; message: string } => item.name !== null,
      );
    form.setFields(known.map((item) => ({ name: item.name, errors: [item.message] })));
    setFailure(known.length ? t('absences.form.error') : extractErrorMessage(error));
  };

  const submit = async () => {
    let values: AbsenceFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    try {
      const saved = await save.mutateAsync(inputOf(values, ownEmployeeId));
      notification.success({
        title: own
          ? t('absences.toast.requested', {
              kind: text.kind(saved.kind).toLowerCase(),
              period: text.period(saved),
            })
          : t('absences.toast.recorded', { name: saved.employee_name }),
      });
      onClose();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const half = duration !== 'full';

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={screens.md ? 520 : '100%'}
      forceRender
      title={t(own ? 'absences.form.title' : 'absences.form.recordTitle')}
      data-testid="absence-request-drawer"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage id="absences.action.close" />
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="absence-request-submit"
          >
            <FormattedMessage id={own ? 'absences.action.send' : 'absences.action.record'} />
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {failure && (
          <Alert type="error" showIcon title={failure} data-testid="absence-request-error" />
        )}
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={EMPTY_ABSENCE_FORM}
          data-testid="absence-request-form"
        >
          {canRecordForOthers && (
            <Form.Item
              name="employee_id"
              label={t('absences.form.employee')}
              extra={own ? undefined : t('absences.form.employeeHelp')}
              rules={[{ required: true, message: t('absences.form.employee') }]}
            >
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                loading={employees.isPending}
                options={employeeOptions}
                data-testid="absence-employee"
              />
            </Form.Item>
          )}
          <Form.Item
            name="kind"
            label={t('absences.form.kind')}
            rules={[{ required: true, message: t('absences.form.kindRequired') }]}
          >
            <Select<AbsenceKind>
              options={ABSENCE_KINDS.map((value) => ({ value, label: text.kind(value) }))}
              data-testid="absence-kind"
            />
          </Form.Item>
          <Form.Item name="duration" label={t('absences.form.duration')}>
            <Radio.Group
              options={(['full', 'morning', 'afternoon'] as const).map((value) => ({
                value,
                label: t(`absences.form.duration.${value}`),
              }))}
              data-testid="absence-duration"
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              name="start_date"
              label={t(half ? 'absences.form.day' : 'absences.form.start')}
              rules={[{ required: true, message: t('absences.form.startRequired') }]}
              style={{ flex: '1 1 200px' }}
              {...dateProps}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                data-testid="absence-start"
              />
            </Form.Item>
            {!half && (
              <Form.Item
                name="end_date"
                label={t('absences.form.end')}
                dependencies={['start_date']}
                rules={[
                  { required: true, message: t('absences.form.endRequired') },
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string | null) => {
                      const start = getFieldValue('start_date') as string | null;
                      return value && start && value < start
                        ? Promise.reject(new Error(t('absences.form.endBeforeStart')))
                        : Promise.resolve();
                    },
                  }),
                ]}
                style={{ flex: '1 1 200px' }}
                {...dateProps}
              >
                <DatePicker
                  format="DD/MM/YYYY"
                  style={{ width: '100%' }}
                  data-testid="absence-end"
                />
              </Form.Item>
            )}
          </Flex>
          {kind === 'vacation' && own && balance.data && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('absences.form.remaining', {
                days: balance.data.remaining,
                year: balance.data.year,
              })}
              data-testid="absence-request-remaining"
            />
          )}
          <Form.Item name="reason" label={t('absences.form.reason')}>
            <Input.TextArea
              rows={3}
              maxLength={500}
              showCount
              placeholder={t('absences.form.reasonPlaceholder')}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Drawer>
  );
}
