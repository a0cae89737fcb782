// The API describing itself: the OpenAPI document and the page people read.
import { z } from 'zod';
import { endpoint, htmlPage, json } from './endpoint';

export const referenceEndpoints = {
  openApi: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'The OpenAPI 3.1 document of every /api route, generated from the contracts.',
    reply: json(z.record(z.string(), z.unknown())),
    errors: [],
  }),
  docs: endpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'The API reference as a page.',
    reply: htmlPage,
    errors: [],
  }),
} as const;
