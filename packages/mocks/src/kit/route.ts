import { messageLocaleOf, messageTagFromHeader, translateMessage } from '@young-minds/contracts/messages';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Endpoint, PublicUser } from '@young-minds/contracts';
import { authorize, latency, mockPath, userOf } from '../respond';
import { MockHttpError, fail, inReadersLanguage, parsePart } from './errors';

/** The service kit's 400 for a JSON body that does not parse. */
export const invalidJsonMessage = 'Request body is not valid JSON.';

/** A request part as the endpoint's schema gives it (an endpoint without that schema leaves it unknown). */
type Part<Schema> = z.output<NonNullable<Schema> extends z.ZodType ? NonNullable<Schema> : z.ZodUnknown>;

/** What a mock handler gets: the request's parts already parsed with the endpoint's schemas, and the caller. */
export interface MockCall<E extends Endpoint> {
  params: Part<E['params']>;
  query: Part<E['query']>;
  body: Part<E['body']>;
  /** The file parts of a multipart call, by field name. */
  files: Record<string, File>;
  /** The caller; always set on an endpoint that is not public. */
  user: PublicUser | undefined;
  request: Request;
}

/** A handler answers the endpoint's response body (sent with its success status), or a Response of its own. */
export type MockHandler<E extends Endpoint> = (
  call: MockCall<E>,
) => z.input<E['response']> | Response | Promise<z.input<E['response']> | Response>;

/** A multipart call's text fields and files; a JSON body (or none: `{}`) carries no files. */
async function readBody(request: Request): Promise<{ fields: unknown; files: Record<string, File> }> {
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    // The text fields as a plain object, and the file parts by name (as the services read them).
    const entries = [...(await request.formData()).entries()];
    const files = entries.filter((entry): entry is [string, File] => typeof entry[1] !== 'string');
    return {
      fields: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
      files: Object.fromEntries(files),
    };
  }
  const text = await request.text();
  if (text.trim() === '') return { fields: {}, files: {} };
  try {
    return { fields: JSON.parse(text) as unknown, files: {} };
  } catch {
    throw new MockHttpError(400, invalidJsonMessage);
  }
}

// Under jest every answer is checked against the endpoint's response schema, as the service kit checks its own.
const checkResponses = typeof process !== 'undefined' && Boolean(process.env?.JEST_WORKER_ID);

/**
 * One endpoint of the contracts as an MSW handler, in the service kit's order: the access rule (401 without a
 * session, 403 for another role), then params, query and body parsed with the endpoint's schemas (400 with
 * `message`, `error` and `fields`), then the handler; a thrown MockHttpError becomes its error answer. Errors
 * come in the language the request asks for (`Accept-Language`), as the services answer.
 */
export function mockRoute<E extends Endpoint>(endpoint: E, handler: MockHandler<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const answer = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    let user: PublicUser | undefined;
    if (endpoint.access.roles === 'public') user = userOf(request);
    else {
      const access = authorize(request, endpoint.access.roles);
      if ('refusal' in access) return access.refusal;
      user = access.user;
    }
    try {
      const { fields, files } = endpoint.body ? await readBody(request) : { fields: undefined, files: {} };
      const call = {
        params: endpoint.params ? parsePart(endpoint.params, params, 'params') : undefined,
        query: endpoint.query
          ? parsePart(endpoint.query, Object.fromEntries(new URL(request.url).searchParams), 'query')
          : undefined,
        body: endpoint.body ? parsePart(endpoint.body, fields, 'body') : undefined,
        files,
        user,
        request,
      } as MockCall<E>;
      const result = await handler(call);
      if (result instanceof Response) return result;
      if (checkResponses) endpoint.response.parse(result);
      return HttpResponse.json(withReadersMessage(request, result) as never, { status: endpoint.successStatus ?? 200 });
    } catch (error) {
      if (error instanceof MockHttpError) return fail(error.status, error.message, error.fields);
      throw error;
    }
  };
  return http[method](mockPath(endpoint), async ({ request, params }) => {
    await delay(latency());
    return inReadersLanguage(request, await answer(request, params));
  });
}

/** A success answer's `message` in the reader's language, as the service kit sends it (route.ts there). */
function withReadersMessage(request: Request, result: unknown): unknown {
  if (typeof result !== 'object' || result === null || !('message' in result) || typeof result.message !== 'string')
    return result;
  const tag = messageTagFromHeader(request.headers.get('accept-language'));
  return messageLocaleOf(tag) === 'ar' ? { ...result, message: translateMessage(result.message, tag) } : result;
}
