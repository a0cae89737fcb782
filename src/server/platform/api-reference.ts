// GET /api/openapi.json and GET /api/docs: the document is generated once, at start-up, from the
// same contracts the routes are bound from.
import type { FastifyInstance } from 'fastify';
import { API } from '@/contract';
import { referenceEndpoints } from '@/contract/reference';
import { apiReferencePage } from './api-reference-page';
import { bindEndpoint } from './bind-endpoint';
import { openApiDocument } from './openapi';

export function registerApiReference(app: FastifyInstance): void {
  const document = openApiDocument(API);
  const page = apiReferencePage(document);
  bindEndpoint(app, referenceEndpoints.openApi, async () => document);
  bindEndpoint(app, referenceEndpoints.docs, async () => page);
}
