import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { ApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import { PageHeader } from '@/shared/ui';
import { type __Noun__, useCreate__Noun__, use__Nouns__ } from '../api';

interface CreateValues {
  name: string;
}

/** /__name__: the list (with its empty and error states) and a one-field form to add to it. */
export default function __Name__Page() {
  const intl = useIntl();
  const { notification } = useFeedback();
  const locale = useAppSelector((state) => state.ui.locale);
  const [form] = Form.useForm<CreateValues>();
  const list = use__Nouns__();
  const create = useCreate__Noun__();

  const dateTime = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: BUSINESS_TIME_ZONE,
      }),
    [locale],
  );

  const submit = async ({ name }: CreateValues) => {
    try {
      const created = await create.mutateAsync(name);
      form.resetFields();
      notification.success({
        title: intl.formatMessage({ id: '__name__.created' }, { name: created.name }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        // The server's Spanish sentence under the field it is about.
        form.setFields(
          error.fieldErrors
            .filter((item) => item.field === 'name')
            .map((item) => ({ name: 'name' as const, errors: [item.message] })),
        );
      } else {
        notification.error({ title: extractErrorMessage(error) });
      }
    }
  };

  const columns: ColumnsType<__Noun__> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: intl.formatMessage({ id: '__name__.column.name' }),
    },
    {
      key: 'created_at',
      title: intl.formatMessage({ id: '__name__.column.createdAt' }),
      width: 200,
      render: (_value, item) => dateTime.format(new Date(item.created_at)),
    },
  ];

  return (
    <div data-testid="__name__-page">
      <PageHeader
        title={intl.formatMessage({ id: '__name__.title' })}
        subtitle={<FormattedMessage id="__name__.description" />}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="name"
            label={intl.formatMessage({ id: '__name__.form.name' })}
            rules={[{ required: true, message: intl.formatMessage({ id: '__name__.form.required' }) }]}
          >
            <Input maxLength={120} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
              <FormattedMessage id="__name__.form.submit" />
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {list.isError ? (
        <Result
          status="warning"
          title={intl.formatMessage(
            { id: '__name__.error.load' },
            { message: extractErrorMessage(list.error) },
          )}
          extra={
            <Button onClick={() => void list.refetch()}>
              <FormattedMessage id="__name__.retry" />
            </Button>
          }
        />
      ) : (
        <Table<__Noun__>
          rowKey="id"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isPending}
          pagination={false}
          locale={{
            emptyText: <Empty description={intl.formatMessage({ id: '__name__.empty' })} />,
          }}
        />
      )}
    </div>
  );
}
