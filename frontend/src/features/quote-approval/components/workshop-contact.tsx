import { PhoneOutlined } from '@ant-design/icons';
import type { PublicQuoteView } from '@px/contracts';
import { Button, Flex, Typography } from 'antd';
import { useDocumentFormat } from '@/shared/documents';

/** How to reach the workshop: on a phone, a tap on the number calls it. */
export function WorkshopContact({ workshop }: { workshop: PublicQuoteView['workshop'] }) {
  const { t } = useDocumentFormat();
  return (
    <Flex vertical gap={8} data-testid="quote-approval-contact">
      {workshop.phone && (
        <>
          <Typography.Text>
            {t('quoteApproval.contact.call', { workshop: workshop.name, phone: workshop.phone })}
          </Typography.Text>
          <Button
            size="large"
            icon={<PhoneOutlined aria-hidden />}
            href={`tel:${workshop.phone.replace(/[^\d+]/g, '')}`}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('quoteApproval.contact.callButton')}
          </Button>
        </>
      )}
      {workshop.address && (
        <Typography.Text type="secondary">
          {t('quoteApproval.contact.address', { address: workshop.address })}
        </Typography.Text>
      )}
    </Flex>
  );
}
