import { useEffect } from 'react';

// The title the last server-side render named: effects do not run there (scripts/prerender.ts).
let renderedTitle = '';

function noteRenderedTitle(title: string): void {
  renderedTitle = title;
}

/** The title the page rendered on the server named, once (src/web/server-render.tsx). */
export function takeRenderedTitle(): string {
  const title = renderedTitle;
  renderedTitle = '';
  return title;
}

/** Names the browser tab after the page, so screen reader users hear where a navigation landed. */
export function useDocumentTitle(pageTitle: string, brand: string): void {
  const title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  if (import.meta.env.SSR) noteRenderedTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
