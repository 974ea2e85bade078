import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, Upload } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveBlob } from '@/shared/api';

/** The example file the first step offers: its name and its text (the header and a sample row). */
export interface CsvTemplate {
  fileName: string;
  csv: () => string;
}

export interface CsvFileStepProps {
  /** Message id of what the file holds (one row per what, how amounts are written…). */
  help: string;
  /** Message id of the note under the columns (which are needed, how a reference is given…). */
  columnsHelp: string;
  /** The header columns the import takes; the needed ones show in blue. */
  columns: readonly string[];
  isRequired: (column: string) => boolean;
  template: CsvTemplate;
  /** The largest file the server takes, in megabytes (said under the drop zone). */
  megabytes: number;
  onChoose: (file: File) => void;
}

/** The wizard's first step: which columns the CSV takes, the template, and the drop zone. */
export function CsvFileStep({
  help,
  columnsHelp,
  columns,
  isRequired,
  template,
  megabytes,
  onChoose,
}: CsvFileStepProps) {
  const intl = useIntl();
  const downloadTemplate = () =>
    saveBlob(new Blob([template.csv()], { type: 'text/csv;charset=utf-8' }), template.fileName);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <FormattedMessage id={help} />
      </Typography.Paragraph>
      <div>
        <Typography.Text strong>
          <FormattedMessage id="csvImport.columns" />
        </Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 8 }} data-testid="import-columns">
          {columns.map((column) => (
            <Tag
              key={column}
              color={isRequired(column) ? 'blue' : undefined}
              style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}
            >
              {column}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          <FormattedMessage id={columnsHelp} />
        </Typography.Text>
      </div>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={downloadTemplate}
        style={{ alignSelf: 'flex-start' }}
        data-testid="import-template"
      >
        <FormattedMessage id="csvImport.template" />
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
        <p className="ant-upload-text">{intl.formatMessage({ id: 'csvImport.drop' })}</p>
        <p className="ant-upload-hint">
          {intl.formatMessage({ id: 'csvImport.dropHint' }, { megabytes })}
        </p>
      </Upload.Dragger>
    </Flex>
  );
}
