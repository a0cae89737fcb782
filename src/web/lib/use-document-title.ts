import { useEffect } from 'react';

/** Names the browser tab after the page, so screen reader users hear where a navigation landed. */
export function useDocumentTitle(pageTitle: string, brand: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  }, [pageTitle, brand]);
}
