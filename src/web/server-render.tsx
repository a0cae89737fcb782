// Build-time rendering of the public pages (scripts/prerender.ts, docs/decisions/0019): the same
// tree as src/web/main.tsx, at a given address, for a signed-out visitor reading English, with no
// splash. Runs in Node under Preact (preact-render-to-string), never in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'preact-render-to-string';
import { Router } from 'wouter';
import { authEndpoints } from '@/contract/auth';
import { App } from './app/app';
import { PRERENDERED_PAGES, type PrerenderedPage } from './app/prerendered-pages';
import { Providers } from './app/providers';
import { takeMergesMade } from './lib/cn';
import { endpointKey } from './lib/endpoint-query';
import { queryClient } from './lib/query-client';
import { takeRenderedTitle } from './lib/use-document-title';

export { PRERENDERED_PAGES, type PrerenderedPage };

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page names (useDocumentTitle). */
  title: string;
  /** Data for the hydration, to go at the end of <body>: the class merges made (lib/cn.ts). */
  data: string;
}

export async function renderPage(page: PrerenderedPage, path: string): Promise<RenderedPage> {
  await page.page.preload();
  queryClient.setQueryData(endpointKey(authEndpoints.currentUser), null);
  takeRenderedTitle();
  takeMergesMade();
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <Providers>
          <App splash={false} />
        </Providers>
      </Router>
    </StrictMode>,
  );
  return { html, title: takeRenderedTitle(), data: takeMergesMade() };
}
