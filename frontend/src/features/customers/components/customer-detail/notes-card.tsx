import type { CustomerDetail } from '@px/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Field } from './field';

/** Tags (each filtering the list by it) and the free-text notes. */
export function NotesCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('customers.detail.notesTags')}>
      <Flex vertical gap={12}>
        <Field label={t('customers.field.tags')}>
          {customer.tags.length > 0 ? (
            <Flex wrap gap={4} style={{ marginTop: 2 }}>
              {customer.tags.map((tag) => (
                <Link key={tag} to={`/customers?tag=${encodeURIComponent(tag)}`}>
                  <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                    {tag}
                  </Tag>
                </Link>
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('customers.detail.noTags')}</Typography.Text>
          )}
        </Field>
        <Field label={t('customers.field.notes')}>
          {customer.notes.trim() ? (
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              data-testid="customer-notes"
            >
              {customer.notes}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('customers.detail.noNotes')}</Typography.Text>
          )}
        </Field>
      </Flex>
    </Card>
  );
}
