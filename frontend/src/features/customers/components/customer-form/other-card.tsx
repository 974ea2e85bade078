import { Card, Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';

/** Free tags and notes. */
export function OtherCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('customers.form.other')}>
      <Form.Item name="tags" label={t('customers.field.tags')} extra={t('customers.form.tagsHint')}>
        <Select
          mode="tags"
          maxCount={20}
          tokenSeparators={[',', ';']}
          open={false}
          suffixIcon={null}
          placeholder={t('customers.form.tagsPlaceholder')}
          aria-label={t('customers.field.tags')}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('customers.field.notes')} style={{ marginBottom: 0 }}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
      </Form.Item>
    </Card>
  );
}
