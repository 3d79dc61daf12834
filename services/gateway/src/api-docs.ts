import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { type OpenApiDocument, buildOpenApiDocument } from '@young-minds/contracts/openapi';
import { docsStylesheet, renderDocsPage } from './api-docs-page';
import { type Next, sendError } from './middleware';

/** Where the gateway serves the API reference. No service owns these paths (the route table test checks it). */
const openApiJsonPath = '/api/openapi.json';
const apiDocsPath = '/api/docs';

interface ApiReference {
  document: OpenApiDocument;
  json: string;
  page: string;
  /** The page's policy: nothing but its own inline stylesheet (by hash); no script at all. */
  pagePolicy: string;
  jsonEtag: string;
  pageEtag: string;
}

const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

let built: ApiReference | undefined;

/**
 * The document and its page, built from the contracts on first use and then kept: they change only with the code,
 * so a running gateway never rebuilds them.
 */
function apiReference(): ApiReference {
  if (built) return built;
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderDocsPage(document, openApiJsonPath);
  const styleHash = createHash('sha256').update(docsStylesheet).digest('base64');
  const pagePolicy = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  built = { document, json, page, pagePolicy, jsonEtag: etagOf(json), pageEtag: etagOf(page) };
  return built;
}

/**
 * `GET /api/openapi.json` (the OpenAPI 3.1 document) and `GET /api/docs` (the readable page). Built by the first
 * request for either: a gateway nobody asks for its reference never holds the document (several MB of heap).
 */
export function apiDocs(): Middleware {
  return async function serveApiReference(ctx: Context, next: Next) {
    const isJson = ctx.path === openApiJsonPath;
    if (!isJson && ctx.path !== apiDocsPath) return next();
    const reference = apiReference();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return sendError(ctx, 405, 'Method not allowed.');
    }
    // Revalidated on every use (cheap: an ETag match is a 304), so a new deploy is seen at once.
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', isJson ? reference.jsonEtag : reference.pageEtag);
    if (isJson) {
      ctx.type = 'application/json';
      ctx.body = reference.json;
    } else {
      ctx.set('Content-Security-Policy', reference.pagePolicy);
      ctx.type = 'html';
      ctx.body = reference.page;
    }
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
