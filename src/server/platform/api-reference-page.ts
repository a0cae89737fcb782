// /api/docs: the OpenAPI document as one readable page, rendered on the server. No script runs
// (the CSP allows none inline), it reads on a phone, and it is always the document that is served.
import { escapeHtml } from './html-page';
import type { OpenApiDocument, Operation } from './openapi';

const METHOD_COLOURS: Record<string, string> = {
  get: '#0b6bcb',
  post: '#1a7f37',
  patch: '#9a6700',
  put: '#9a6700',
  delete: '#cf222e',
};

function schemaBlock(title: string, schema: unknown): string {
  if (!schema) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function operationBlock(path: string, method: string, operation: Operation): string {
  const request = operation.requestBody as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  const [requestType, requestContent] = Object.entries(request?.content ?? {})[0] ?? [];
  const responses = operation.responses as Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  const success = Object.entries(responses).find(([status]) => Number(status) < 400);
  const parameters =
    (operation.parameters as { name: string; in: string; required: boolean }[] | undefined) ?? [];
  return `<section class="op" id="${escapeHtml(operation.operationId)}">
  <h3><span class="method" style="background:${METHOD_COLOURS[method] ?? '#555'}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
  <p>${escapeHtml(operation.summary)}</p>
  <p class="access">Access: <strong>${escapeHtml(operation['x-access'])}</strong> · ${escapeHtml(operation.description)}</p>
  ${parameters.length > 0 ? `<p>Parameters: ${parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>` : ''}
  ${requestContent ? schemaBlock(`Request body (${requestType})`, requestContent.schema) : ''}
  ${success ? schemaBlock(`Answer ${success[0]}: ${success[1].description ?? ''}`, Object.values(success[1].content ?? {})[0]?.schema) : ''}
  <p class="errors">Errors: ${operation['x-error-codes'].map((code) => `<a href="#error-${escapeHtml(code)}"><code>${escapeHtml(code)}</code></a>`).join(' ')}</p>
</section>`;
}

export function apiReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(path, method, operation)]);
    }
  }
  const components = document.components as {
    'x-error-codes': Record<string, { status: number; params: string[] }>;
  };
  const errorRows = Object.entries(components['x-error-codes'])
    .map(
      ([code, { status, params }]) =>
        `<tr id="error-${escapeHtml(code)}"><td><code>${escapeHtml(code)}</code></td><td>${status}</td><td>${params.map((p) => `<code>${escapeHtml(p)}</code>`).join(' ')}</td></tr>`,
    )
    .join('\n');
  const info = document.info as { title: string; description: string };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2328; }
  code, pre { font: 13px ui-monospace, monospace; }
  pre { background: #f6f8fa; padding: .75rem; overflow-x: auto; border-radius: 6px; }
  .op { border-top: 1px solid #d0d7de; padding: .5rem 0; }
  .op h3 { font-size: 1rem; margin: .25rem 0; word-break: break-all; }
  .method { color: #fff; border-radius: 4px; padding: 0 .4rem; font-size: .8rem; }
  .access, .errors { color: #57606a; font-size: .9rem; }
  nav a { margin-right: .75rem; }
  table { border-collapse: collapse; width: 100%; }
  td, th { border-bottom: 1px solid #d0d7de; padding: .25rem; text-align: left; }
</style>
</head>
<body>
<h1>${escapeHtml(info.title)}</h1>
<p>${escapeHtml(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav>${[...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('')}<a href="#errors">errors</a></nav>
${[...byTag].map(([tag, blocks]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>\n${blocks.join('\n')}`).join('\n')}
<h2 id="errors">Error codes</h2>
<table><thead><tr><th>Code</th><th>Status</th><th>Params</th></tr></thead><tbody>
${errorRows}
</tbody></table>
</body>
</html>`;
}
