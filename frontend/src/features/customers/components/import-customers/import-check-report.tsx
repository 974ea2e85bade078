import { FileTextOutlined } from '@ant-design/icons';
import type { CustomerImportReport, CustomerImportRowError } from '@px/contracts';
import { Alert, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';

const ERRORS_PAGE_SIZE = 8;

interface ImportCheckReportProps {
  report: CustomerImportReport;
  fileName: string | undefined;
  errors: CustomerImportRowError[];
}

/** The check's (or a refused commit's) outcome: file, rows, what would be created, every row error. */
export function ImportCheckReport({ report, fileName, errors }: ImportCheckReportProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
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
                  {fileName}
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
  );
}
