import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Descriptions, type DescriptionsProps, Flex, Table, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { CsvImportReport, CsvRowError } from './use-csv-import';

const ERRORS_PAGE_SIZE = 8;

export type CsvSummaryItems = NonNullable<DescriptionsProps['items']>;

export interface CsvCheckReportProps {
  report: CsvImportReport;
  fileName: string | undefined;
  /** The feature's counts after the file and its rows (what would be created, updated…). */
  summary: CsvSummaryItems;
  /** Message id of the all-clear (nothing saved yet: press "Importar"). */
  clean: string;
}

/**
 * The check's (or a refused commit's) outcome: the file, its rows, the feature's counts, and every
 * row error by line and column.
 */
export function CsvCheckReport({ report, fileName, summary, clean }: CsvCheckReportProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { errors } = report;
  const items: CsvSummaryItems = [
    {
      key: 'file',
      label: t('csvImport.file'),
      children: (
        <Flex gap={6} align="center">
          <FileTextOutlined aria-hidden />
          <Typography.Text ellipsis style={{ maxWidth: 180 }}>
            {fileName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'rows',
      label: t('csvImport.rows'),
      children: <span data-testid="import-rows">{report.rows}</span>,
    },
    ...summary,
  ];
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: items.length }}
        items={items}
      />
      {errors.length === 0 ? (
        report.rows > 0 ? (
          <Alert type="success" showIcon title={t(clean)} data-testid="import-clean" />
        ) : (
          <Alert type="warning" showIcon title={t('csvImport.noRows')} />
        )
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            title={t('csvImport.hasErrors', { count: errors.length })}
            data-testid="import-has-errors"
          />
          <Table<CsvRowError>
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
              { title: t('csvImport.line'), dataIndex: 'line', width: 80, align: 'right' },
              {
                title: t('csvImport.column'),
                dataIndex: 'column',
                width: 180,
                render: (column: string | null) =>
                  column ? (
                    <Tag style={{ fontFamily: 'monospace' }}>{column}</Tag>
                  ) : (
                    <Typography.Text type="secondary">{t('csvImport.wholeRow')}</Typography.Text>
                  ),
              },
              { title: t('csvImport.problem'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
