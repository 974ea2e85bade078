import { FileTextOutlined } from '@ant-design/icons';
import type { PartImportReport, PartImportRowError } from '@px/contracts';
import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';

const ERRORS_PAGE_SIZE = 8;

/**
 * The dry run's (or a refused commit's) outcome: the file, its rows, how many parts would be
 * created and updated, and every row error by line and column.
 */
export function ImportReport({
  report,
  fileName,
}: {
  report: PartImportReport;
  fileName: string | undefined;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { errors } = report;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'file',
            label: t('inventory.import.file'),
            children: (
              <Flex gap={6} align="center">
                <FileTextOutlined aria-hidden />
                <Typography.Text ellipsis style={{ maxWidth: 160 }}>
                  {fileName}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'rows',
            label: t('inventory.import.rows'),
            children: <span data-testid="import-rows">{report.rows}</span>,
          },
          {
            key: 'create',
            label: t('inventory.import.toCreate'),
            children: <span data-testid="import-to-create">{report.parts_to_create}</span>,
          },
          {
            key: 'update',
            label: t('inventory.import.toUpdate'),
            children: <span data-testid="import-to-update">{report.parts_to_update}</span>,
          },
        ]}
      />
      {errors.length === 0 ? (
        report.rows > 0 ? (
          <Alert
            type="success"
            showIcon
            title={t('inventory.import.clean')}
            data-testid="import-clean"
          />
        ) : (
          <Alert type="warning" showIcon title={t('inventory.import.noRows')} />
        )
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            title={t('inventory.import.hasErrors', { count: errors.length })}
            data-testid="import-has-errors"
          />
          <Table<PartImportRowError>
            size="small"
            rowKey={(error) => `${error.line}:${error.column ?? ''}:${error.message}`}
            dataSource={errors}
            pagination={
              errors.length > ERRORS_PAGE_SIZE
                ? { pageSize: ERRORS_PAGE_SIZE, showSizeChanger: false, size: 'small' }
                : false
            }
            data-testid="import-errors"
            columns={[
              {
                title: t('inventory.import.line'),
                dataIndex: 'line',
                width: 80,
                align: 'right',
              },
              {
                title: t('inventory.import.column'),
                dataIndex: 'column',
                width: 190,
                render: (column: string | null) =>
                  column ? (
                    <Tag style={{ fontFamily: 'monospace' }}>{column}</Tag>
                  ) : (
                    <Typography.Text type="secondary">
                      {t('inventory.import.wholeRow')}
                    </Typography.Text>
                  ),
              },
              { title: t('inventory.import.problem'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
