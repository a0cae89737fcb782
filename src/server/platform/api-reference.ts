// GET /api/openapi.json and GET /api/docs: generated from the same contracts the routes are bound
// from, on the first request for either and then kept. Not at start-up: few instances are ever
// asked, and the document with its page is about 1 MB of heap and a fifth of a second of start.
// That every contract converts is proven by api-reference.test.ts, not by starting the server.
import type { FastifyInstance } from 'fastify';
import { API } from '@/contract';
import { referenceEndpoints } from '@/contract/reference';
import { apiReferencePage } from './api-reference-page';
import { bindEndpoint } from './bind-endpoint';
import { openApiDocument, type OpenApiDocument } from './openapi';

export function registerApiReference(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const theDocument = () => (document ??= openApiDocument(API));
  bindEndpoint(app, referenceEndpoints.openApi, async () => theDocument());
  bindEndpoint(
    app,
    referenceEndpoints.docs,
    async () => (page ??= apiReferencePage(theDocument())),
  );
}
