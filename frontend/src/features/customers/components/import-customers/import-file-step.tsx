import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { CUSTOMER_CSV_COLUMNS } from '@px/contracts';
import { Button, Flex, Tag, Typography, Upload } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { templateCsv } from '../../model';

/** The columns the import needs (a name; and plate, make and model when vehicles come along). */
const REQUIRED_COLUMNS = new Set(['first_name', 'company_name', 'license_plate', 'make', 'model']);

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

/** The wizard's first step: which columns the CSV takes, the template, and the drop zone. */
export function ImportFileStep({ onChoose }: { onChoose: (file: File) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
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
          onChoose(chosen);
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
  );
}
