import { useEffect } from 'react';

/** Sets the browser tab's title while the calling screen is shown (nothing while undefined). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
