import type { AbsenceView } from '@px/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { type AbsenceDecisionAction, useDecideAbsence } from '../api';
import { useAbsenceText } from './absence-text';

export interface DecisionModalProps {
  /** The request being decided and how; null when closed. */
  decision: { absence: AbsenceView; action: AbsenceDecisionAction } | null;
  onClose: () => void;
}

/** Approve (comment optional) or reject (comment required: the worker reads why) a request. */
export function DecisionModal({ decision, onClose }: DecisionModalProps) {
  const text = useAbsenceText();
  const { t } = text;
  const { notification } = useFeedback();
  const [form] = Form.useForm<{ comment: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecideAbsence();
  const rejecting = decision?.action === 'reject';

  useEffect(() => {
    if (!decision) return;
    setFailure(null);
    form.resetFields();
  }, [decision, form]);

  const submit = async () => {
    if (!decision) return;
    let values: { comment?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    try {
      await decide.mutateAsync({
        id: decision.absence.id,
        action: decision.action,
        comment: values.comment ?? '',
      });
      notification.success({
        title: t(rejecting ? 'absences.toast.rejected' : 'absences.toast.approved'),
      });
      onClose();
    } catch (error) {
      const fieldError = isApiError(error)
        ? error.fieldErrors.find((item) => item.field === 'comment')
        : undefined;
      if (fieldError) form.setFields([{ name: 'comment', errors: [fieldError.message] }]);
      else setFailure(extractErrorMessage(error));
    }
  };

  const absence = decision?.absence;
  return (
    <Modal
      open={decision !== null}
      title={t(rejecting ? 'absences.decision.rejectTitle' : 'absences.decision.approveTitle')}
      okText={t(rejecting ? 'absences.action.reject' : 'absences.action.approve')}
      cancelText={t('absences.action.close')}
      okButtonProps={{
        danger: rejecting,
        loading: decide.isPending,
        ...{ 'data-testid': 'absence-decision-submit' },
      }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="absence-decision-modal"
    >
      {absence && (
        <Typography.Paragraph>
          {t('absences.decision.summary', {
            name: absence.employee_name,
            kind: text.kind(absence.kind),
            period: text.period(absence),
            days: text.days(absence.working_days),
          })}
        </Typography.Paragraph>
      )}
      {absence?.reason && (
        <Typography.Paragraph type="secondary">
          {t('absences.column.reason')}: {absence.reason}
        </Typography.Paragraph>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 12 }}
          data-testid="absence-decision-error"
        />
      )}
      <Form form={form} layout="vertical" requiredMark={rejecting ? true : 'optional'}>
        <Form.Item
          name="comment"
          label={t(rejecting ? 'absences.decision.comment' : 'absences.decision.commentOptional')}
          rules={
            rejecting
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message: t('absences.decision.commentRequired'),
                  },
                ]
              : []
          }
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t('absences.decision.commentPlaceholder')}
            data-testid="absence-decision-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
