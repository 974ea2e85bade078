import {
  CheckCircleOutlined,
  DownloadOutlined,
  FileTextOutlined,
  InboxOutlined,
} from '@ant-design/icons';
import {
  CUSTOMER_CSV_COLUMNS,
  type CustomerImportReport,
  type CustomerImportRowError,
} from '@px/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Modal,
  Result,
  Spin,
  Steps,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useImportCustomers } from '../api';
import { templateCsv } from '../model';

/**
 * The server takes a request body of at most 5 MB (docs/api-customers-vehicles.md), and the CSV
 * travels as a JSON string (quotes and line breaks escaped): both the file and the encoded body
 * are checked here, so the user hears it before anything is sent.
 */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const ERRORS_PAGE_SIZE = 8;
/** The columns the import needs (a name; and plate, make and model when vehicles come along). */
const REQUIRED_COLUMNS = new Set(['first_name', 'company_name', 'license_plate', 'make', 'model']);

/** The file's text, decoded as UTF-8 (FileReader drops a BOM; the server takes either way). */
function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

function downloadTemplate() {
  const href = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = 'plantilla-clientes.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

export interface ImportCustomersModalProps {
  open: boolean;
  onClose: () => void;
}

type Stage =
  | { step: 'file' }
  | { step: 'checking' }
  | { step: 'checked'; report: CustomerImportReport }
  | { step: 'done'; report: CustomerImportReport };

/**
 * The import wizard: 1 choose the file (read as text in the browser), 2 check it (a dry run: every
 * row error, nothing written), 3 import it all at once, only when the check found no error. The
 * server repeats every check on the commit, so a file that went stale in between is refused whole.
 */
export function ImportCustomersModal({ open, onClose }: ImportCustomersModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const run = useImportCustomers();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'file' });
  /** A problem with the file or the call itself (not a row error): shown above the step. */
  const [problem, setProblem] = useState<string | null>(null);

  /** Bumped when the wizard starts over or closes: late answers of an earlier run are dropped. */
  const session = useRef(0);

  const reset = () => {
    session.current += 1;
    setFile(null);
    setStage({ step: 'file' });
    setProblem(null);
    run.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = (text: string) => {
    const current = session.current;
    setProblem(null);
    setStage({ step: 'checking' });
    run.mutate(
      { csv: text, dry_run: true },
      {
        onSuccess: (report) => {
          if (current === session.current) setStage({ step: 'checked', report });
        },
        onError: (error) => {
          if (current !== session.current) return;
          setProblem(extractErrorMessage(error));
          setStage({ step: 'file' });
        },
      },
    );
  };

  const commit = () => {
    if (!file) return;
    const current = session.current;
    setProblem(null);
    run.mutate(
      { csv: file.text, dry_run: false },
      {
        // A refused commit lists its row errors like the check: they show in the same table.
        onSuccess: (report) => {
          if (current === session.current) {
            setStage({ step: report.committed ? 'done' : 'checked', report });
          }
        },
        onError: (error) =>
          current === session.current &&
          setProblem(
            isApiError(error) && error.statusCode === 409
              ? t('customers.import.conflict', { message: error.message })
              : extractErrorMessage(error),
          ),
      },
    );
  };

  const choose = (chosen: File) => {
    setProblem(null);
    if (chosen.size > MAX_BODY_BYTES) {
      setProblem(t('customers.import.tooBig'));
      return;
    }
    const current = session.current;
    readAsText(chosen)
      .then((text) => {
        if (current !== session.current) return;
        const body = JSON.stringify({ csv: text, dry_run: true });
        if (new Blob([body]).size > MAX_BODY_BYTES) {
          setProblem(t('customers.import.tooBig'));
          return;
        }
        setFile({ name: chosen.name, text });
        check(text);
      })
      .catch(() => setProblem(t('customers.import.unreadable')));
  };

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

      {stage.step === 'file' && (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            <FormattedMessage id="customers.import.help" />
          </Typography.Paragraph>
          <div>
            <Typography.Text strong>
              <FormattedMessage id="customers.import.columns" />
            </Typography.Text>
            <Flex wrap gap={4} style={{ marginTop: 8 }} data-testid="import-columns">
              {CUSTOMER_CSV_COLUMNS.map((column) => (
                <Tag
                  key={column}
                  color={REQUIRED_COLUMNS.has(column) ? 'blue' : undefined}
                  style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}
                >
                  {column}
                </Tag>
              ))}
            </Flex>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              <FormattedMessage id="customers.import.columnsHelp" />
            </Typography.Text>
          </div>
          <Button
            icon={<DownloadOutlined />}
            onClick={downloadTemplate}
            style={{ alignSelf: 'flex-start' }}
            data-testid="import-template"
          >
            <FormattedMessage id="customers.import.template" />
          </Button>
          <Upload.Dragger
            accept=".csv,text/csv"
            maxCount={1}
            multiple={false}
            showUploadList={false}
            beforeUpload={(chosen) => {
              choose(chosen);
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('customers.import.drop')}</p>
            <p className="ant-upload-hint">{t('customers.import.dropHint')}</p>
          </Upload.Dragger>
        </Flex>
      )}

      {stage.step === 'checking' && (
        <Flex vertical align="center" gap={12} style={{ padding: '40px 0' }}>
          <Spin size="large" />
          <Typography.Text data-testid="import-checking">
            {t('customers.import.checking', { name: file?.name ?? '' })}
          </Typography.Text>
        </Flex>
      )}

      {stage.step === 'checked' && report && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'file',
                label: t('customers.import.file'),
                children: (
                  <Flex gap={6} align="center">
                    <FileTextOutlined />
                    <Typography.Text ellipsis style={{ maxWidth: 200 }}>
                      {file?.name}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'rows',
                label: t('customers.import.rows'),
                children: <span data-testid="import-rows">{report.rows}</span>,
              },
              {
                key: 'create',
                label: t('customers.import.toCreate'),
                children: (
                  <span data-testid="import-to-create">
                    {t('customers.import.toCreateValue', {
                      customers: report.customers_to_create,
                      vehicles: report.vehicles_to_create,
                    })}
                  </span>
                ),
              },
            ]}
          />
          {errors.length === 0 ? (
            report.rows > 0 ? (
              <Alert
                type="success"
                showIcon
                title={t('customers.import.clean')}
                data-testid="import-clean"
              />
            ) : (
              <Alert type="warning" showIcon title={t('customers.import.noRows')} />
            )
          ) : (
            <>
              <Alert
                type="error"
                showIcon
                title={t('customers.import.hasErrors', { count: errors.length })}
                data-testid="import-has-errors"
              />
              <Table<CustomerImportRowError>
                size="small"
                rowKey={(error) => `${error.line}:${error.column ?? ''}:${error.message}`}
                dataSource={errors}
                pagination={
                  errors.length > ERRORS_PAGE_SIZE
                    ? { pageSize: ERRORS_PAGE_SIZE, showSizeChanger: false, size: 'small' }
                    : false
                }
                scroll={{ x: 560 }}
                data-testid="import-errors"
                columns={[
                  {
                    title: t('customers.import.line'),
                    dataIndex: 'line',
                    width: 80,
                    align: 'right',
                  },
                  {
                    title: t('customers.import.column'),
                    dataIndex: 'column',
                    width: 170,
                    render: (column: string | null) =>
                      column ? (
                        <Tag style={{ fontFamily: 'monospace' }}>{column}</Tag>
                      ) : (
                        <Typography.Text type="secondary">
                          {t('customers.import.wholeRow')}
                        </Typography.Text>
                      ),
                  },
                  { title: t('customers.import.problem'), dataIndex: 'message' },
                ]}
              />
            </>
          )}
        </Flex>
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
