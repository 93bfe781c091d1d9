import { useEffect } from 'react';

/** Sets the tab title (spec 2: admin titles read 'Admin - …'); the caller passes translated text. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
