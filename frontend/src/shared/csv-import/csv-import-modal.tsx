import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Result, Spin, Steps, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { CsvCheckReport, type CsvSummaryItems } from './csv-check-report';
import { CsvFileStep, type CsvTemplate } from './csv-file-step';
import { type CsvImportMutation, type CsvImportReport, useCsvImport } from './use-csv-import';

/** The import's own texts, as message ids (the wizard's common ones are `csvImport.*`). */
export interface CsvImportMessages {
  /** The dialog's title (its accessible name). */
  title: string;
  /** What the file holds, above the columns. */
  help: string;
  /** The note under the columns. */
  columnsHelp: string;
  /** The all-clear of a check without errors. */
  clean: string;
  /** Under the success title: where the imported records now show. */
  successHint: string;
}

export interface CsvImportModalProps<R extends CsvImportReport> {
  open: boolean;
  onClose: () => void;
  /** The feature's `POST …/import` mutation: the dry run and the commit. */
  mutation: CsvImportMutation<R>;
  messages: CsvImportMessages;
  /** The header columns the import takes; `isRequired` says which show as needed. */
  columns: readonly string[];
  isRequired: (column: string) => boolean;
  template: CsvTemplate;
  /** The server's request body limit, in bytes (a whole number of megabytes). */
  maxBytes: number;
  /** The check's counts shown after the file and its rows (what would be created, updated…). */
  summary: (report: R) => CsvSummaryItems;
  /** The commit button's text for the checked file ("Importar" by default). */
  commitLabel?: (report: R) => string;
  /** The success title once the file is imported. */
  successTitle: (report: R) => string;
}

/**
 * A CSV import wizard: 1 choose the file (read as text in the browser), 2 check it (a dry run:
 * the feature's counts and every row error, nothing written), 3 import it all at once, offered
 * only when the check found no error. The server repeats every check on the commit, so a file
 * that went stale in between is refused whole (its errors show like the check's).
 */
export function CsvImportModal<R extends CsvImportReport>({
  open,
  onClose,
  mutation,
  messages,
  columns,
  isRequired,
  template,
  maxBytes,
  summary,
  commitLabel,
  successTitle,
}: CsvImportModalProps<R>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { file, stage, problem, reset, close, check, commit, choose } = useCsvImport({
    run: mutation,
    maxBytes,
    onClose,
  });
  const pending = mutation.isPending;

  const errors = stage.step === 'checked' ? stage.report.errors : [];
  const canCommit =
    stage.step === 'checked' && errors.length === 0 && stage.report.rows > 0 && !!file;
  const current = { file: 0, checking: 1, checked: 1, done: 2 }[stage.step];

  const footer = (
    <Flex justify="space-between" gap={8} wrap>
      <Button onClick={close} data-testid="import-close">
        <FormattedMessage id={stage.step === 'done' ? 'csvImport.close' : 'csvImport.cancel'} />
      </Button>
      {stage.step === 'checked' && (
        <Flex gap={8} wrap>
          <Button onClick={reset} disabled={pending} data-testid="import-restart">
            <FormattedMessage id="csvImport.restart" />
          </Button>
          {problem && file && (
            <Button onClick={() => check(file.text)} disabled={pending}>
              <FormattedMessage id="csvImport.recheck" />
            </Button>
          )}
          <Button
            type="primary"
            disabled={!canCommit}
            loading={pending}
            onClick={commit}
            data-testid="import-commit"
          >
            {commitLabel ? commitLabel(stage.report) : t('csvImport.commit')}
          </Button>
        </Flex>
      )}
    </Flex>
  );

  return (
    <Modal
      open={open}
      width={860}
      title={t(messages.title)}
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
          { title: t('csvImport.step.file') },
          { title: t('csvImport.step.check') },
          { title: t('csvImport.step.done') },
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

      {stage.step === 'file' && (
        <CsvFileStep
          help={messages.help}
          columnsHelp={messages.columnsHelp}
          columns={columns}
          isRequired={isRequired}
          template={template}
          megabytes={maxBytes / (1024 * 1024)}
          onChoose={choose}
        />
      )}

      {stage.step === 'checking' && (
        <Flex vertical align="center" gap={12} style={{ padding: '40px 0' }}>
          <Spin size="large" />
          <Typography.Text data-testid="import-checking">
            {t('csvImport.checking', { name: file?.name ?? '' })}
          </Typography.Text>
        </Flex>
      )}

      {stage.step === 'checked' && (
        <CsvCheckReport
          report={stage.report}
          fileName={file?.name}
          summary={summary(stage.report)}
          clean={messages.clean}
        />
      )}

      {stage.step === 'done' && (
        <Result
          status="success"
          icon={<CheckCircleOutlined aria-hidden />}
          title={successTitle(stage.report)}
          subTitle={t(messages.successHint)}
          data-testid="import-done"
        />
      )}
    </Modal>
  );
}
