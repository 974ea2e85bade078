import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Names the browser tab after the screen while it is shown, "Órdenes de trabajo · PX Taller"
 * (WCAG 2.4.2; nothing while `screen` is undefined, e.g. a record still loading).
 */
export function useDocumentTitle(screen: string | undefined): void {
  const intl = useIntl();
  const title =
    screen === undefined
      ? undefined
      : intl.formatMessage({ id: 'app.documentTitle' }, { page: screen });
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
