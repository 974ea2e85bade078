import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Result, Spin, Steps, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImportCheckReport } from './import-customers/import-check-report';
import { ImportFileStep } from './import-customers/import-file-step';
import { useCustomerImport } from './import-customers/use-customer-import';

export interface ImportCustomersModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The import wizard: 1 choose the file (read as text in the browser), 2 check it (a dry run: every
 * row error, nothing written), 3 import it all at once, only when the check found no error. The
 * server repeats every check on the commit, so a file that went stale in between is refused whole.
 */
export function ImportCustomersModal({ open, onClose }: ImportCustomersModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { run, file, stage, problem, reset, close, check, commit, choose } =
    useCustomerImport(onClose);

  const report = stage.step === 'checked' || stage.step === 'done' ? stage.report : null;
  const errors = stage.step === 'checked' ? stage.report.errors : [];
  const canCommit =
    stage.step === 'checked' && errors.length === 0 && stage.report.rows > 0 && !!file;
  const current = { file: 0, checking: 1, checked: 1, done: 2 }[stage.step];

  const footer = (
    <Flex justify="space-between" gap={8} wrap>
      <Button onClick={close} data-testid="import-close">
        <FormattedMessage
          id={stage.step === 'done' ? 'customers.import.close' : 'customers.action.cancel'}
        />
      </Button>
      <Flex gap={8}>
        {stage.step === 'checked' && (
          <Button onClick={reset} disabled={run.isPending} data-testid="import-restart">
            <FormattedMessage id="customers.import.restart" />
          </Button>
        )}
        {stage.step === 'checked' && problem && file && (
          <Button onClick={() => check(file.text)} disabled={run.isPending}>
            <FormattedMessage id="customers.import.recheck" />
          </Button>
        )}
        {stage.step === 'checked' && (
          <Button
            type="primary"
            disabled={!canCommit}
            loading={run.isPending}
            onClick={commit}
            data-testid="import-commit"
          >
            {t('customers.import.commit', { count: stage.report.customers_to_create })}
          </Button>
        )}
      </Flex>
    </Flex>
  );

  return (
    <Modal
      open={open}
      width={860}
      title={t('customers.import.title')}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={footer}
    >
      <Steps
        size="small"
        current={current}
        status={stage.step === 'checked' && errors.length > 0 ? 'error' : undefined}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('customers.import.step.file') },
          { title: t('customers.import.step.check') },
          { title: t('customers.import.step.done') },
        ]}
        data-testid="import-steps"
      />
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 16 }}
          data-testid="import-problem"
        />
      )}

      {stage.step === 'file' && <ImportFileStep onChoose={choose} />}

      {stage.step === 'checking' && (
        <Flex vertical align="center" gap={12} style={{ padding: '40px 0' }}>
          <Spin size="large" />
          <Typography.Text data-testid="import-checking">
            {t('customers.import.checking', { name: file?.name ?? '' })}
          </Typography.Text>
        </Flex>
      )}

      {stage.step === 'checked' && report && (
        <ImportCheckReport report={report} fileName={file?.name} errors={errors} />
      )}

      {stage.step === 'done' && report && (
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={t('customers.import.success', {
            customers: report.customers_to_create,
            vehicles: report.vehicles_to_create,
          })}
          subTitle={t('customers.import.successHint')}
          data-testid="import-done"
        />
      )}
    </Modal>
  );
}
