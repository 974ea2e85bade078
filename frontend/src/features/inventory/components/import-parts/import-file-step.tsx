import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { PART_CSV_COLUMNS, PART_CSV_REQUIRED } from '@px/contracts';
import { Button, Flex, Tag, Typography, Upload } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { partTemplateCsv } from '../../model';

function downloadTemplate() {
  const href = URL.createObjectURL(
    new Blob([partTemplateCsv()], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = href;
  link.download = 'plantilla-piezas.csv';
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
        <FormattedMessage id="inventory.import.help" />
      </Typography.Paragraph>
      <div>
        <Typography.Text strong>
          <FormattedMessage id="inventory.import.columns" />
        </Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 8 }} data-testid="import-columns">
          {PART_CSV_COLUMNS.map((column) => (
            <Tag
              key={column}
              color={PART_CSV_REQUIRED.includes(column) ? 'blue' : undefined}
              style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}
            >
              {column}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          <FormattedMessage id="inventory.import.columnsHelp" />
        </Typography.Text>
      </div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={downloadTemplate}
        style={{ alignSelf: 'flex-start' }}
        data-testid="import-template"
      >
        <FormattedMessage id="inventory.import.template" />
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
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('inventory.import.drop')}</p>
        <p className="ant-upload-hint">{t('inventory.import.dropHint')}</p>
      </Upload.Dragger>
    </Flex>
  );
}
