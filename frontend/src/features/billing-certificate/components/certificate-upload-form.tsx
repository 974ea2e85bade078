import { SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import type { BillingCertificateView } from '@px/contracts';
import { Alert, Button, Flex, Form, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { useUploadCertificate } from '../api';
import { CERTIFICATE_ACCEPT, CERTIFICATE_MAX_KB, certificateFileProblem } from '../model';
import { useCertificateFormat } from './use-certificate-format';

interface UploadValues {
  file: UploadFile[];
  password: string;
}

/** The fields the server names in a 400 (certificate-upload.ts, pkcs12-certificate.ts). */
const FIELDS = new Set(['file', 'password']);

export interface CertificateUploadFormProps {
  /** Replacing the current certificate (in the dialog) rather than uploading the first one. */
  replacing?: boolean;
  onCancel?: () => void;
  onSaved?: (certificate: BillingCertificateView) => void;
}

/**
 * The .p12/.pfx and its password, sent as multipart. The file stays in the browser until "Guardar"
 * (beforeUpload answers false); its name and size are checked here, its content by the server,
 * whose refusals (a wrong password, a file that is no certificate) land on their field.
 */
export function CertificateUploadForm({
  replacing,
  onCancel,
  onSaved,
}: CertificateUploadFormProps) {
  const { t } = useCertificateFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadCertificate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: UploadValues) => {
    const file = values.file[0]?.originFileObj;
    if (!file) return;
    setFailure(null);
    upload.mutate(
      { file, password: values.password },
      {
        onSuccess: (certificate) => {
          message.success(t('billingCertificate.upload.done', { holder: certificate.holder }));
          form.resetFields();
          onSaved?.(certificate);
        },
        onError: (error) => {
          const text = applyServerErrors(form, error);
          // A refusal on a field says it there; anything else (too large, no permission) above.
          const onField =
            isApiError(error) && error.fieldErrors.some((item) => FIELDS.has(item.field));
          setFailure(onField ? null : text);
        },
      },
    );
  };

  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ file: [], password: '' }}
      style={{ maxWidth: 560 }}
      data-testid="certificate-upload-form"
    >
      <Form.Item
        name="file"
        label={t('billingCertificate.upload.file')}
        valuePropName="fileList"
        // One file: a new choice replaces the previous one.
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[
          {
            validator: (_, list: UploadFile[] | undefined) => {
              const chosen = list?.[0];
              if (!chosen)
                return Promise.reject(new Error(t('billingCertificate.upload.required')));
              const problem = certificateFileProblem({
                name: chosen.name,
                size: chosen.size ?? chosen.originFileObj?.size ?? 0,
              });
              return problem
                ? Promise.reject(new Error(t(problem, { kilobytes: CERTIFICATE_MAX_KB })))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Upload.Dragger
          accept={CERTIFICATE_ACCEPT}
          maxCount={1}
          multiple={false}
          beforeUpload={() => false}
          showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
          data-testid="certificate-file"
        >
          <p className="ant-upload-drag-icon">
            <SafetyCertificateOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('billingCertificate.upload.drop')}</p>
          <p className="ant-upload-hint">
            {t('billingCertificate.upload.dropHint', { kilobytes: CERTIFICATE_MAX_KB })}
          </p>
        </Upload.Dragger>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('billingCertificate.upload.password')}
        extra={t('billingCertificate.upload.passwordHint')}
        rules={[{ required: true, message: t('billingCertificate.upload.passwordRequired') }]}
      >
        {/* Not the user's login: "new-password" keeps the browser from filling that one in. */}
        <Input.Password autoComplete="new-password" data-testid="certificate-password" />
      </Form.Item>
      {/* Next to the button pressed: the refusal is seen where the eyes are. */}
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t('billingCertificate.upload.failed')}
          description={failure}
          style={{ marginBottom: 16 }}
          data-testid="certificate-upload-error"
        />
      )}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UploadOutlined aria-hidden />}
          loading={upload.isPending}
          data-testid="certificate-upload-submit"
        >
          {t('billingCertificate.upload.submit')}
        </Button>
        {replacing && onCancel && (
          <Button onClick={onCancel} disabled={upload.isPending}>
            {t('billingCertificate.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
