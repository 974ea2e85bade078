import type { TimeClockHistoryEntry } from '@px/contracts';
import { Alert, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { clockTimeOn } from '@/features/time-clock';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { useCorrectEntry } from '../api';
import {
  type CorrectionValues,
  MAX_REASON_LENGTH,
  correctionDefaults,
  correctionProblems,
  madridInstant,
} from '../model';
import { CorrectionTrail } from './correction-trail';

const FIELDS = new Set<keyof CorrectionValues>(['clock_in', 'clock_out', 'reason']);

/**
 * "Corregir fichaje": new entrada and salida (Madrid's clock) and the reason, required. The server
 * appends the correction to the entry's trail (shown here too) and never overwrites it; its
 * refusals (a closed month, an overlap) show in the modal.
 */
export function CorrectEntryModal({
  entry,
  date,
  employeeName,
  onClose,
}: {
  /** The entry to correct; null closes the modal. */
  entry: TimeClockHistoryEntry | null;
  date: string;
  employeeName: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { notification } = useFeedback();
  const [form] = Form.useForm<CorrectionValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const correct = useCorrectEntry();

  useEffect(() => {
    if (!entry) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(correctionDefaults(entry));
  }, [entry, form]);

  const rule =
    (field: keyof CorrectionValues) =>
    ({ getFieldsValue }: { getFieldsValue: () => CorrectionValues }) => ({
      validator: () => {
        const problem = correctionProblems(getFieldsValue(), Date.now())[field];
        return problem
          ? Promise.reject(new Error(t(problem, { min: 5, max: MAX_REASON_LENGTH })))
          : Promise.resolve();
      },
    });

  const submit = async () => {
    if (!entry) return;
    let values: CorrectionValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's error.
    }
    setFailure(null);
    try {
      await correct.mutateAsync({
        entryId: entry.id,
        body: {
          clock_in: madridInstant(values.clock_in)!,
          clock_out: madridInstant(values.clock_out)!,
          reason: values.reason.trim(),
        },
      });
      notification.success({ title: t('timesheets.correct.done') });
      onClose();
    } catch (error) {
      const fields = isApiError(error)
        ? error.fieldErrors.filter((item) => FIELDS.has(item.field as keyof CorrectionValues))
        : [];
      form.setFields(
        fields.map((item) => ({
          name: item.field as keyof CorrectionValues,
          errors: [item.message],
        })),
      );
      setFailure(fields.length ? t('timesheets.correct.fieldsError') : extractErrorMessage(error));
    }
  };

  return (
    <Modal
      open={entry !== null}
      title={t('timesheets.correct.title')}
      okText={t('timesheets.correct.submit')}
      cancelText={t('timesheets.correct.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={correct.isPending}
      okButtonProps={{ 'data-testid': 'correct-entry-submit' } as ButtonProps}
      destroyOnHidden
      width={560}
      data-testid="correct-entry-modal"
    >
      {entry && (
        <Typography.Paragraph type="secondary">
          {t('timesheets.correct.current', {
            name: employeeName,
            from: clockTimeOn(entry.clock_in, date, locale),
            to: entry.clock_out
              ? clockTimeOn(entry.clock_out, date, locale)
              : t('timesheets.entry.open'),
          })}
        </Typography.Paragraph>
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" />
      )}
      <Form<CorrectionValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={() => void submit()}
      >
        <Form.Item
          name="clock_in"
          label={t('timesheets.correct.clockIn')}
          required
          rules={[rule('clock_in')]}
        >
          <Input type="datetime-local" data-testid="correct-clock-in" />
        </Form.Item>
        <Form.Item
          name="clock_out"
          label={t('timesheets.correct.clockOut')}
          required
          dependencies={['clock_in']}
          rules={[rule('clock_out')]}
        >
          <Input type="datetime-local" data-testid="correct-clock-out" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('timesheets.correct.reason')}
          required
          extra={t('timesheets.correct.reasonHint')}
          rules={[rule('reason')]}
        >
          <Input.TextArea rows={3} maxLength={MAX_REASON_LENGTH} data-testid="correct-reason" />
        </Form.Item>
      </Form>
      {entry && entry.corrections.length > 0 && (
        <>
          <Typography.Title level={5}>{t('timesheets.correct.trail')}</Typography.Title>
          <CorrectionTrail corrections={entry.corrections} date={date} />
        </>
      )}
    </Modal>
  );
}
