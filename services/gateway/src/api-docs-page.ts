import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiReference,
  OpenApiResponse,
} from '@young-minds/contracts/openapi';
import { serviceNames } from '@young-minds/contracts';

/**
 * The API reference as one HTML page, rendered on the server from the OpenAPI document: no script, no CDN, one
 * inline stylesheet (allowed by its hash in the page's CSP). Collapsible parts use <details>, which needs no script.
 */

const methodOrder: readonly OpenApiMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export const docsStylesheet = `
  :root { color-scheme: light; --accent: #3a86ff; --ink: #1d2433; --muted: #5b6475; --line: #dde3ee; --soft: #f4f7fc; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--ink); background: #fff; }
  header, main { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
  header { padding-top: 1.5rem; }
  h1 { color: var(--accent); margin: 0 0 .25rem; }
  h2 { margin: 2.5rem 0 .25rem; border-bottom: 2px solid var(--line); padding-bottom: .25rem; }
  h3 { margin: 1.75rem 0 .5rem; font-size: 1rem; }
  h4 { margin: 1rem 0 .25rem; font-size: .9rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
  p { margin: .25rem 0 .5rem; }
  code { font: .875em/1.4 ui-monospace, monospace; background: var(--soft); padding: .05rem .3rem; border-radius: 4px; overflow-wrap: anywhere; }
  nav ul { columns: 3 16rem; padding-left: 1.1rem; }
  nav li { break-inside: avoid; }
  .service { color: var(--muted); }
  section.operation { border: 1px solid var(--line); border-radius: 8px; padding: .25rem 1rem .75rem; margin: 1rem 0; }
  .method { display: inline-block; min-width: 4.2rem; text-align: center; font: 700 .8rem/1.8 ui-monospace, monospace; color: #fff; border-radius: 4px; margin-right: .5rem; }
  .get { background: #2b7a3d; } .post { background: #1f5fbf; } .put { background: #8a5a00; } .patch { background: #6b4fbb; } .delete { background: #b3261e; }
  .path { font: 600 1rem ui-monospace, monospace; overflow-wrap: anywhere; }
  .who { background: var(--soft); border-left: 4px solid var(--accent); padding: .35rem .6rem; }
  table { border-collapse: collapse; width: 100%; margin: .25rem 0 .5rem; font-size: .9rem; }
  th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: .3rem .5rem; }
  th { color: var(--muted); font-weight: 600; }
  td:first-child { white-space: nowrap; }
  summary { cursor: pointer; color: var(--accent); }
  .table-scroll { overflow-x: auto; }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escapes, then shows `backticked` words as code. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9_]+/g, '-');
}

/** A schema in a few words: 'string, 1–200 characters', 'integer ≥ 1', 'one of: A, B', 'array of integer'. */
function describeType(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) {
    const options = (schema.anyOf as JsonSchema[]).map(describeType);
    const withoutNull = options.filter((option) => option !== 'null');
    return withoutNull.length < options.length ? `${withoutNull.join(' or ')}, or null` : options.join(' or ');
  }
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum))
    return `one of: ${(schema.enum as unknown[]).map((value) => String(value)).join(', ')}`;
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).join(' or ')
    : (schema.type as string | undefined);
  if (type === 'string' && schema.format === 'binary') return 'file';
  if (type === 'array') {
    const items = schema.items as JsonSchema | undefined;
    const count = range(schema.minItems, schema.maxItems, 'items');
    return `array of ${items ? describeType(items) : 'anything'}${count ? `, ${count}` : ''}`;
  }
  const details: string[] = [];
  if (type === 'string') {
    const length = range(schema.minLength, schema.maxLength, 'characters');
    if (length) details.push(length);
    if (typeof schema.format === 'string') details.push(`format ${schema.format}`);
    if (typeof schema.pattern === 'string') details.push(`pattern ${schema.pattern}`);
  }
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') details.push(`≥ ${schema.minimum}`);
    if (typeof schema.exclusiveMinimum === 'number') details.push(`> ${schema.exclusiveMinimum}`);
    if (typeof schema.maximum === 'number') details.push(`≤ ${schema.maximum}`);
  }
  if (schema.default !== undefined) details.push(`default ${JSON.stringify(schema.default)}`);
  const base = type ?? (schema.properties ? 'object' : 'any value');
  return details.length > 0 ? `${base}, ${details.join(', ')}` : base;
}

function range(min: unknown, max: unknown, unit: string): string {
  if (typeof min === 'number' && typeof max === 'number')
    return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
  if (typeof min === 'number') return `at least ${min} ${unit}`;
  if (typeof max === 'number') return `at most ${max} ${unit}`;
  return '';
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

/** The fields of an object schema, nested ones as `parent.child` and `list[].child`. */
function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const target = objectOf(schema);
  if (!target || depth > 4) return [];
  const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
  return Object.entries(target.properties as Record<string, JsonSchema>).flatMap(([name, property]) => {
    const fullName = `${prefix}${name}`;
    const row: FieldRow = {
      name: fullName,
      type: describeType(property),
      required: required.has(name),
      description: typeof property.description === 'string' ? property.description : undefined,
    };
    const items = property.type === 'array' ? (property.items as JsonSchema | undefined) : undefined;
    const nested = items
      ? fieldRows(items, `${fullName}[].`, depth + 1)
      : fieldRows(property, `${fullName}.`, depth + 1);
    return [row, ...nested];
  });
}

/** The object inside a schema: itself, or the non-null branch of `object | null`. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object' && schema.properties) return schema;
  if (Array.isArray(schema.anyOf)) {
    const objects = (schema.anyOf as JsonSchema[]).filter((option) => option.type === 'object' && option.properties);
    if (objects.length === 1) return objects[0];
  }
  return undefined;
}

function fieldTable(rows: FieldRow[], firstColumn = 'Field'): string {
  if (rows.length === 0) return '<p>No fields.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td><td>${escapeHtml(row.type)}</td><td>${row.required ? 'required' : 'optional'}</td>` +
        `<td>${row.description ? prose(row.description) : ''}</td></tr>`,
    )
    .join('');
  return `<div class="table-scroll"><table><thead><tr><th>${firstColumn}</th><th>Type</th><th></th><th>Notes</th></tr></thead><tbody>${body}</tbody></table></div>`;
}

function isReference(response: OpenApiResponse | OpenApiReference): response is OpenApiReference {
  return '$ref' in response;
}

function resolveResponse(document: OpenApiDocument, response: OpenApiResponse | OpenApiReference): OpenApiResponse {
  if (!isReference(response)) return response;
  const name = response.$ref.split('/').pop()!;
  const found = document.components.responses[name];
  if (!found) throw new Error(`The document refers to a missing response: ${response.$ref}`);
  return found;
}

function whoMayCall(operation: OpenApiOperation): string {
  return `<p class="who"><strong>Who may call:</strong> ${prose(operation.description)}</p>`;
}

function parametersPart(operation: OpenApiOperation): string {
  if (!operation.parameters?.length) return '';
  const rows = operation.parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(describeType(parameter.schema))}</td>` +
        `<td>${parameter.required ? 'required' : 'optional'}</td><td>${parameter.description ? prose(parameter.description) : ''}</td></tr>`,
    )
    .join('');
  return (
    '<h4>Parameters</h4><div class="table-scroll"><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th><th>Notes</th></tr></thead>' +
    `<tbody>${rows}</tbody></table></div>`
  );
}

function bodyPart(operation: OpenApiOperation): string {
  const body = operation.requestBody;
  if (!body) return '';
  const [firstType, first] = Object.entries(body.content)[0]!;
  const types = Object.keys(body.content)
    .map((type) => `<code>${escapeHtml(type)}</code>`)
    .join(' or ');
  const note =
    firstType === 'multipart/form-data' && Object.keys(body.content).length > 1
      ? ' (JSON carries the same fields, without files)'
      : '';
  return `<h4>Body</h4><p>${types}${note}</p>${fieldTable(fieldRows(first.schema))}`;
}

function responsesPart(document: OpenApiDocument, operation: OpenApiOperation): string {
  const parts = Object.entries(operation.responses).map(([status, raw]) => {
    const response = resolveResponse(document, raw);
    const schema = response.content?.['application/json']?.schema;
    const isError = Number(status) >= 400;
    if (isError || !schema) return `<tr><td><code>${status}</code></td><td>${prose(response.description)}</td></tr>`;
    const rows = fieldRows(schema);
    const items = schema.type === 'array' ? (schema.items as JsonSchema | undefined) : undefined;
    const itemRows = items ? fieldRows(items) : [];
    const shape =
      rows.length > 0
        ? `<details><summary>Fields</summary>${fieldTable(rows)}</details>`
        : `<p>${escapeHtml(describeType(schema))}</p>` +
          (itemRows.length > 0 ? `<details><summary>Each item</summary>${fieldTable(itemRows)}</details>` : '');
    return `<tr><td><code>${status}</code></td><td>${prose(response.description)}${shape}</td></tr>`;
  });
  return `<h4>Responses</h4><div class="table-scroll"><table><tbody>${parts.join('')}</tbody></table></div>`;
}

function operationSection(
  document: OpenApiDocument,
  path: string,
  method: OpenApiMethod,
  operation: OpenApiOperation,
): string {
  return (
    `<section class="operation" id="${anchor(operation.operationId)}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span><span class="path">${escapeHtml(path)}</span></h3>` +
    `<p>${prose(operation.summary)} <code>${escapeHtml(operation.operationId)}</code></p>` +
    whoMayCall(operation) +
    parametersPart(operation) +
    bodyPart(operation) +
    responsesPart(document, operation) +
    '</section>'
  );
}

/** Operations of one tag, in the document's order. */
function operationsOf(
  document: OpenApiDocument,
  tag: string,
): { path: string; method: OpenApiMethod; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methodOrder
      .filter((method) => item[method]?.tags.includes(tag))
      .map((method) => ({ path, method, operation: item[method]! })),
  );
}

export function renderDocsPage(document: OpenApiDocument, jsonUrl: string): string {
  const tagsByService = serviceNames.map((service) => ({
    service,
    tags: document.tags.filter((tag) => tag['x-service'] === service),
  }));
  const contents = tagsByService
    .map(
      ({ service, tags }) =>
        `<li><strong>${escapeHtml(service)}</strong><ul>` +
        tags.map((tag) => `<li><a href="#${anchor(`tag-${tag.name}`)}">${escapeHtml(tag.name)}</a></li>`).join('') +
        '</ul></li>',
    )
    .join('');
  const sections = tagsByService
    .flatMap(({ tags }) => tags)
    .map(
      (tag) =>
        `<h2 id="${anchor(`tag-${tag.name}`)}">${escapeHtml(tag.name)}</h2><p class="service">${prose(tag.description)}</p>` +
        operationsOf(document, tag.name)
          .map(({ path, method, operation }) => operationSection(document, path, method, operation))
          .join(''),
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — reference</title>
<style>${docsStylesheet}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)}. ${prose(document.info.description)}</p>
<p>Machine-readable: <a href="${escapeHtml(jsonUrl)}">OpenAPI 3.1 document</a>. Protected calls send
<code>Authorization: Bearer &lt;token&gt;</code>; errors answer <code>{ message, error, fields? }</code>.</p>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
</header>
<main>${sections}</main>
</body>
</html>
`;
}
