import { Alert, Button, Flex, type FormInstance } from 'antd';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type FormFieldName, type SaveFailure, saveFailureOf } from '../save-errors';

/**
 * A record form's refused save (part, supplier): `show` puts the server's field errors on their
 * fields and keeps the rest (a stale version, a duplicate, a sentence) for SaveFailureAlerts.
 */
export function useSaveFailure<Field extends string>(
  form: FormInstance,
  fieldOf: (serverField: string) => Field | null,
  duplicate: { idKey: string; field: Field },
) {
  const [failure, setFailure] = useState<SaveFailure<Field> | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    show: (error: unknown) => {
      const result = saveFailureOf(error, fieldOf, duplicate);
      form.setFields(result.fields);
      setFailure(result);
    },
  };
}

/**
 * Above a record form: a stale version with its reload, a duplicate with a way to the existing
 * record (when `existing` is given; otherwise it shows on its field only), and any other message.
 * Their test ids are `<testId>-conflict`, `<testId>-duplicate` and `<testId>-error`.
 */
export function SaveFailureAlerts({
  failure,
  testId,
  onReload,
  existing,
}: {
  failure: SaveFailure<FormFieldName> | null;
  testId: string;
  onReload: () => void;
  existing?: { label: ReactNode; open: (id: string) => void };
}) {
  if (!failure) return null;
  const { existingId } = failure;
  return (
    <>
      {failure.versionConflict && (
        <Alert
          type="warning"
          showIcon
          data-testid={`${testId}-conflict`}
          title={<FormattedMessage id="common.versionConflict" />}
          action={
            <Button size="small" onClick={onReload}>
              <FormattedMessage id="common.reloadLatest" />
            </Button>
          }
        />
      )}
      {existingId && existing && (
        <Alert
          type="error"
          showIcon
          data-testid={`${testId}-duplicate`}
          title={failure.fields[0]?.errors[0]}
          action={
            <Button size="small" onClick={() => existing.open(existingId)}>
              {existing.label}
            </Button>
          }
        />
      )}
      {failure.message && (
        <Alert type="error" showIcon title={failure.message} data-testid={`${testId}-error`} />
      )}
    </>
  );
}

/** A form modal's footer: "Cancelar", and the button that submits the form `formId` from outside. */
export function FormModalFooter({
  formId,
  onCancel,
  saving,
  disabled,
  submitLabel,
  submitTestId,
}: {
  formId: string;
  onCancel: () => void;
  saving: boolean;
  disabled?: boolean;
  /** The submit button's message id. */
  submitLabel: string;
  submitTestId: string;
}) {
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onCancel}>
        <FormattedMessage id="inventory.action.cancel" />
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        form={formId}
        loading={saving}
        disabled={disabled}
        data-testid={submitTestId}
      >
        <FormattedMessage id={submitLabel} />
      </Button>
    </Flex>
  );
}
