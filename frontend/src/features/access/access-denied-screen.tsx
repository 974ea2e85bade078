import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '@/shared/ui';
import type { AccessDeniedProps } from './access-denied';

const AccessDenied = lazy(() =>
  import('./access-denied').then(({ AccessDenied: Screen }) => ({ default: Screen })),
);

/**
 * The access-denied screen, loaded when first shown: the route guards sit in the first page's code,
 * the screen's card, illustration and details table need not (issue 22's JavaScript budget).
 */
export function AccessDeniedScreen(props: AccessDeniedProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<PageLoader label={intl.formatMessage({ id: 'common.loadingPage' })} />}>
      <AccessDenied {...props} />
    </Suspense>
  );
}
