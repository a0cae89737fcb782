// The OpenAPI 3.1 document of the API, generated from the contracts (src/contract) at start-up:
// every /api route with its access, schemas and error codes. Served at /api/openapi.json and read
// by people at /api/docs.
import { z } from 'zod';
import { isMultipart, type EndpointSpec } from '@/contract/endpoint';
import { ERRORS, type ErrorCode } from '@/contract/error-codes';
import { errorsOf } from '@/contract/implicit-errors';
import { ACCESS_DESCRIPTIONS, type Access } from '@/domain/roles';
import { SESSION_COOKIES } from './sessions';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
};

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': Access;
  'x-error-codes': ErrorCode[];
  [key: string]: unknown;
}

const SECURITY: Record<Exclude<Access, 'public'>, string> = {
  customer: 'customerSession',
  agent: 'agentSession',
  admin: 'adminSession',
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json as JsonSchema;
}

/** '/api/admin/users/:id/password' -> '/api/admin/users/{id}/password'. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parametersOf(endpoint: EndpointSpec): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function requestBodyOf(endpoint: EndpointSpec): JsonSchema | undefined {
  const { body } = endpoint;
  if (!body) return undefined;
  if (!isMultipart(body)) {
    const documented = endpoint.documentedBody ?? body;
    return {
      required: true,
      content: { 'application/json': { schema: schemaOf(documented, 'input') } },
    };
  }
  const fields = body.fields
    ? (schemaOf(body.fields, 'input') as JsonSchema & { properties?: object; required?: string[] })
    : {};
  const files = Object.entries(body.files).map(([name, spec]) => [
    name,
    spec.maxCount === 1
      ? {
          type: 'string',
          format: 'binary',
          description: spec.description ?? 'An image, at most 5 MB',
        }
      : {
          type: 'array',
          maxItems: spec.maxCount,
          items: { type: 'string', format: 'binary' },
          description: spec.description ?? `Up to ${spec.maxCount} images, each at most 5 MB`,
        },
  ]);
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...(fields.properties ?? {}), ...Object.fromEntries(files) },
          required: fields.required ?? [],
        },
      },
    },
  };
}

function successOf(endpoint: EndpointSpec): [string, JsonSchema] {
  const { reply } = endpoint;
  switch (reply.kind) {
    case 'json':
      return [
        String(reply.status),
        {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(reply.schema, 'output') } },
        },
      ];
    case 'redirect':
      return [
        '302',
        {
          description: 'Redirects the browser',
          headers: { Location: { schema: { type: 'string' } } },
        },
      ];
    case 'file':
      return [
        '200',
        {
          description: 'The file, never cached',
          content: { [reply.contentType]: { schema: { type: 'string', format: 'binary' } } },
        },
      ];
    case 'html':
      return [
        '200',
        { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
      ];
    case 'csv':
      return [
        '200',
        {
          description: 'A CSV file (UTF-8 with a byte order mark), streamed, never cached',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      ];
  }
}

function errorResponsesOf(codes: readonly ErrorCode[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, JsonSchema> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: statusCodes.map((code) => `\`${code}\``).join(', '),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { type: 'object', properties: { code: { enum: statusCodes } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}

function operationIdOf(endpoint: EndpointSpec): string {
  const words = endpoint.path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word));
  return [endpoint.method.toLowerCase(), ...words]
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
    .replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
}

function operationOf(endpoint: EndpointSpec, tag: string): Operation {
  const codes = errorsOf(endpoint);
  const [status, success] = successOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  const parameters = parametersOf(endpoint);
  return {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    description: `Who may call it: ${ACCESS_DESCRIPTIONS[endpoint.access]}.`,
    tags: [tag],
    'x-access': endpoint.access,
    'x-error-codes': codes,
    security: endpoint.access === 'public' ? [] : [{ [SECURITY[endpoint.access]]: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: success, ...errorResponsesOf(codes) },
  };
}

export function openApiDocument(
  groups: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>>,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [tag, endpoints] of Object.entries(groups)) {
    for (const endpoint of Object.values(endpoints)) {
      const path = openApiPath(endpoint.path);
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint, tag) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Haridwar Resale API',
      version: '1',
      description:
        'Every error answers { code, message, params }: `message` is the text a person reads (SPEC §8), `code` is what a client decides on. Requests send the session cookie of their principal.',
    },
    paths,
    components: {
      securitySchemes: {
        customerSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.customer },
        agentSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.agent },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIES.admin,
          description:
            'The /superman session; a signed-in customer flagged isAdmin is an admin too.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message', 'params'],
          properties: {
            code: { type: 'string', enum: Object.keys(ERRORS) },
            message: { type: 'string' },
            params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
          },
        },
      },
      'x-error-codes': Object.fromEntries(
        Object.entries(ERRORS).map(([code, def]) => [
          code,
          { status: def.status, params: def.params },
        ]),
      ),
    },
  };
}
