import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { linkFailureOf } from '../model';
import { useDocumentFormat } from '@/shared/documents';

export interface LinkFailureProps {
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}

/**
 * Why the link shows no quote. A gone link (revoked, replaced by a newer revision, or past its
 * date) shows the server's own Spanish sentence, which says which; a failure to reach the server
 * offers to try again (a GET, so trying again changes nothing).
 */
export function LinkFailure({ error, retrying, onRetry }: LinkFailureProps) {
  const { t } = useDocumentFormat();
  const failure = linkFailureOf(error);
  if (failure === 'not_found' || failure === 'gone') {
    return (
      <Result
        status="warning"
        title={
          <h1 style={{ margin: 0, fontSize: 22 }}>
            {t(
              failure === 'gone'
                ? 'quoteApproval.error.goneTitle'
                : 'quoteApproval.error.notFoundTitle',
            )}
          </h1>
        }
        subTitle={
          failure === 'gone' && isApiError(error)
            ? error.message
            : t('quoteApproval.error.notFoundText')
        }
        data-testid={`quote-approval-${failure === 'gone' ? 'gone' : 'not-found'}`}
      />
    );
  }
  return (
    <Result
      status="error"
      title={<h1 style={{ margin: 0, fontSize: 22 }}>{t('quoteApproval.error.networkTitle')}</h1>}
      subTitle={
        failure === 'network' ? t('quoteApproval.error.networkText') : extractErrorMessage(error)
      }
      extra={
        <Button
          type="primary"
          size="large"
          icon={<ReloadOutlined aria-hidden />}
          loading={retrying}
          onClick={onRetry}
          data-testid="quote-approval-retry"
        >
          {t('quoteApproval.error.retry')}
        </Button>
      }
      data-testid="quote-approval-network-error"
    />
  );
}
