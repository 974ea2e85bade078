import { Alert, Button, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomerFormValues } from '../model';
import { ConsentsCard } from './customer-form/consents-card';
import { ContactCard } from './customer-form/contact-card';
import { IdentityCard } from './customer-form/identity-card';
import { OtherCard } from './customer-form/other-card';

/** When each consent was given and by which channel (edit only), shown next to its checkbox. */
export interface ConsentRecord {
  gdpr: { at: string | null; channel: string | null };
  marketing: { at: string | null; channel: string | null; given: boolean };
}

export interface CustomerFormProps {
  form: FormInstance<CustomerFormValues>;
  initialValues: CustomerFormValues;
  consents?: ConsentRecord;
  saving: boolean;
  /** The server's sentence for the form-level alert (field errors also go on the fields). */
  error: ReactNode;
  submitLabel: string;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
}

/**
 * Create or edit a customer: who they are (person or company, tax id), how to reach them, where
 * they live, their consents (GDPR and marketing, separately), tags and notes. The rules are the
 * server's own (@px/contracts), so a bad NIF is refused here before any request.
 */
export function CustomerForm({
  form,
  initialValues,
  consents,
  saving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const gdpr = Form.useWatch('gdpr_consent', form) ?? initialValues.gdpr_consent;
  const marketing = Form.useWatch('marketing_consent', form) ?? initialValues.marketing_consent;

  return (
    <Form<CustomerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark="optional"
      scrollToFirstError
      data-testid="customer-form"
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="customer-save-error"
        />
      )}
      <Flex vertical gap={16}>
        <IdentityCard form={form} type={type} />
        <ContactCard />
        <ConsentsCard gdpr={gdpr} marketing={marketing} consents={consents} />
        <OtherCard />
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel} data-testid="customer-cancel">
            <FormattedMessage id="customers.action.cancel" />
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="customer-submit">
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
