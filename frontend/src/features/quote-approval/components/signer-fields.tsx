import { Card, Form, Input, Typography } from 'antd';
import {
  type SignatureValue,
  SignatureField,
} from '@/features/reception/components/signature-field';
import { SIGNER_NAME_MAX } from '../model';
import { useDocumentFormat } from '@/shared/documents';

export interface SignerFieldsProps {
  name: string;
  onNameChange(name: string): void;
  signature: SignatureValue | null;
  onSignatureChange(signature: SignatureValue | null): void;
  disabled: boolean;
  /** The field's problem, once the customer tried to send. */
  nameProblem: string | null;
  signatureProblem: string | null;
}

/**
 * Who answers: their name as written and their signature drawn with a finger (the reception's
 * signature pad: ink on white paper in both themes, so the PNG is what they saw).
 */
export function SignerFields(props: SignerFieldsProps) {
  const { t } = useDocumentFormat();
  return (
    <Card size="small">
      <Typography.Title level={2} style={{ margin: '0 0 12px', fontSize: 18 }}>
        {t('quoteApproval.form.title')}
      </Typography.Title>
      <Form.Item
        layout="vertical"
        label={t('quoteApproval.form.name')}
        htmlFor="quote-approval-name"
        required
        validateStatus={props.nameProblem ? 'error' : undefined}
        help={props.nameProblem ?? undefined}
      >
        <Input
          id="quote-approval-name"
          size="large"
          autoComplete="name"
          maxLength={SIGNER_NAME_MAX}
          placeholder={t('quoteApproval.form.namePlaceholder')}
          value={props.name}
          onChange={(event) => props.onNameChange(event.target.value)}
          aria-required
          data-testid="quote-approval-name"
        />
      </Form.Item>
      <SignatureField
        label={t('quoteApproval.form.signature')}
        value={props.signature}
        onChange={props.onSignatureChange}
        disabled={props.disabled}
      />
      {props.signatureProblem && (
        <Typography.Text type="danger">{props.signatureProblem}</Typography.Text>
      )}
    </Card>
  );
}
