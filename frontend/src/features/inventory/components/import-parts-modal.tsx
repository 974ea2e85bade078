import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Result, Spin, Steps, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ImportFileStep } from './import-parts/import-file-step';
import { ImportReport } from './import-parts/import-report';
import { usePartImport } from './import-parts/use-part-import';

export interface ImportPartsModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Importar CSV": 1 choose the file (read in the browser), 2 check it (a dry run: rows, parts to
 * create and to update, every row error; nothing written), 3 import it all at once, offered only
 * when the check found no error. The server repeats every check on the commit.
 */
export function ImportPartsModal({ open, onClose }: ImportPartsModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { run, file, stage, problem, reset, close, check, commit, choose } = usePartImport(onClose);

  const report = stage.step === 'checked' || stage.step === 'done' ? stage.report : null;
  const errors = stage.step === 'checked' ? stage.report.errors : [];
  const canCommit =
    stage.step === 'checked' && errors.length === 0 && stage.report.rows > 0 && !!file;
  const current = { file: 0, checking: 1, checked: 1, done: 2 }[stage.step];

  const footer = (
    <Flex justify="space-between" gap={8} wrap>
      <Button onClick={close} data-testid="import-close">
        <FormattedMessage
          id={stage.step === 'done' ? 'inventory.action.close' : 'inventory.action.cancel'}
        />
      </Button>
      <Flex gap={8} wrap>
        {stage.step === 'checked' && (
          <Button onClick={reset} disabled={run.isPending} data-testid="import-restart">
            <FormattedMessage id="inventory.import.restart" />
          </Button>
        )}
        {stage.step === 'checked' && problem && file && (
          <Button onClick={() => check(file.text)} disabled={run.isPending}>
            <FormattedMessage id="inventory.import.recheck" />
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
            <FormattedMessage id="inventory.import.commit" />
          </Button>
        )}
      </Flex>
    </Flex>
  );

  return (
    <Modal
      open={open}
      width={860}
      title={t('inventory.import.title')}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={footer}
      data-testid="import-modal"
    >
      <Steps
        size="small"
        current={current}
        status={stage.step === 'checked' && errors.length > 0 ? 'error' : undefined}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('inventory.import.step.file') },
          { title: t('inventory.import.step.check') },
          { title: t('inventory.import.step.done') },
        ]}
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
            {t('inventory.import.checking', { name: file?.name ?? '' })}
          </Typography.Text>
        </Flex>
      )}

      {stage.step === 'checked' && report && <ImportReport report={report} fileName={file?.name} />}

      {stage.step === 'done' && report && (
        <Result
          status="success"
          icon={<CheckCircleOutlined aria-hidden />}
          title={t('inventory.import.success', {
            created: report.parts_to_create,
            updated: report.parts_to_update,
          })}
          subTitle={t('inventory.import.successHint')}
          data-testid="import-done"
        />
      )}
    </Modal>
  );
}
