import { CheckCircleOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { CUSTOMER_CSV_COLUMNS, type CustomerImportReport } from '@px/contracts';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Modal,
  Result,
  Steps,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useImportCustomers } from '../api';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** A one-row example in the import's own format, for the template download. */
function templateCsv(): string {
  const example: Record<string, string> = {
    type: 'particular',
    first_name: 'Ana',
    last_name: 'García López',
    nif: '12345678Z',
    email: 'ana@example.com',
    mobile_phone: '611222333',
    city: 'Madrid',
    tags: 'vip|flota',
    gdpr_consent_at: '2025-01-31',
    marketing_consent: 'no',
    license_plate: '1234 BCD',
    make: 'Seat',
    model: 'Ibiza',
    fuel: 'gasolina',
    odometer_km: '84500',
  };
  const header = CUSTOMER_CSV_COLUMNS.join(';');
  const row = CUSTOMER_CSV_COLUMNS.map((column) => example[column] ?? '').join(';');
  return `\uFEFF${header}\r\n${row}\r\n`;
}

function downloadTemplate() {
  const href = URL.createObjectURL(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = 'plantilla-clientes.csv';
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

export interface ImportCustomersModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The import wizard: choose the file, check it (dry run: every row error, nothing written), then
 * import it all at once; with any error nothing is imported.
 */
export function ImportCustomersModal({ open, onClose }: ImportCustomersModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const run = useImportCustomers();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CustomerImportReport | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const step = report?.committed ? 2 : report ? 1 : 0;

  const reset = () => {
    setFile(null);
    setReport(null);
    setReadError(null);
    run.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  const check = (text: string) =>
    run.mutate({ csv: text, dry_run: true }, { onSuccess: (result) => setReport(result) });

  return (
    <Modal
      open={open}
      width={820}
      title={t('customers.import.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          <Button onClick={step === 2 ? close : reset} disabled={!file && step === 0}>
            {t(step === 2 ? 'customers.import.close' : 'customers.import.restart')}
          </Button>
          {step === 1 && report && (
            <Button
              type="primary"
              disabled={report.errors.length > 0 || report.rows === 0}
              loading={run.isPending}
              data-testid="import-commit"
              onClick={() =>
                file &&
                run.mutate(
                  { csv: file.text, dry_run: false },
                  { onSuccess: (result) => setReport(result) },
                )
              }
            >
              {t('customers.import.commit', { count: report.customers_to_create })}
            </Button>
          )}
        </Flex>
      }
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('customers.import.step.file') },
          { title: t('customers.import.step.check') },
          { title: t('customers.import.step.done') },
        ]}
      />
      {step === 0 && (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            <FormattedMessage id="customers.import.help" />
          </Typography.Paragraph>
          <Typography.Text code style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {CUSTOMER_CSV_COLUMNS.join(';')}
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            onClick={downloadTemplate}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="customers.import.template" />
          </Button>
          <Upload.Dragger
            accept=".csv,text/csv"
            maxCount={1}
            showUploadList={false}
            disabled={run.isPending}
            beforeUpload={(chosen) => {
              setReadError(null);
              if (chosen.size > MAX_FILE_BYTES) {
                setReadError(t('customers.import.tooBig'));
                return false;
              }
              void chosen.text().then((text) => {
                setFile({ name: chosen.name, text });
                check(text);
              });
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('customers.import.drop')}</p>
          </Upload.Dragger>
          {run.isPending && <Typography.Text>{t('customers.import.checking')}</Typography.Text>}
        </Flex>
      )}
      {step === 1 && report && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'file', label: t('customers.import.file'), children: file?.name },
              { key: 'rows', label: t('customers.import.rows'), children: report.rows },
              {
                key: 'create',
                label: t('customers.import.toCreate'),
                children: t('customers.import.toCreateValue', {
                  customers: report.customers_to_create,
                  vehicles: report.vehicles_to_create,
                }),
              },
            ]}
          />
          {report.errors.length === 0 ? (
            <Alert type="success" showIcon message={t('customers.import.clean')} />
          ) : (
            <>
              <Alert
                type="error"
                showIcon
                message={t('customers.import.hasErrors', { count: report.errors.length })}
              />
              <Table
                size="small"
                rowKey={(error) => `${error.line}:${error.column}:${error.message}`}
                dataSource={report.errors}
                pagination={{ pageSize: 8, showSizeChanger: false }}
                data-testid="import-errors"
                columns={[
                  { title: t('customers.import.line'), dataIndex: 'line', width: 80 },
                  {
                    title: t('customers.import.column'),
                    dataIndex: 'column',
                    width: 160,
                    render: (c: string | null) => c ?? '—',
                  },
                  { title: t('customers.import.problem'), dataIndex: 'message' },
                ]}
              />
            </>
          )}
        </Flex>
      )}
      {step === 2 && report && (
        <Result
          icon={<CheckCircleOutlined />}
          status="success"
          title={t('customers.import.success', {
            customers: report.customers_to_create,
            vehicles: report.vehicles_to_create,
          })}
        />
      )}
      {(run.isError || readError) && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          message={readError ?? extractErrorMessage(run.error)}
        />
      )}
    </Modal>
  );
}
