import type { ParameterizedContext, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Endpoint } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import type { Principal } from './auth';
import { type MultipartRouteOptions, removeUploads, type UploadedFiles } from './body';
import { readersTag } from './error-handler';
import { ResponseContractError, parseRequestPart } from './validation';

/** What the kit keeps on `ctx.state` for every request. */
export interface KitState {
  requestId: string;
  log: Logger;
  principal: Principal | null;
  /** Set by the error boundary when a rate limit answered 429: its name, for `rate_limit_hits_total`. */
  rateLimiter?: string;
  /** The request carried the gateway's secret (it was proxied from outside). */
  viaGateway?: boolean;
}

export type KitContext = ParameterizedContext<KitState> & { params: Record<string, string> };

/** Everything a handler gets: inputs already validated and typed from the endpoint's schemas. */
export interface HandlerArgs<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  /** The caller; never null on a route whose access is not 'public' (see `requirePrincipal` for typing). */
  principal: Principal | null;
  /** Uploaded files of a multipart route (empty otherwise). */
  files: UploadedFiles;
  ctx: KitContext;
  /** The request's logger (carries requestId and service). */
  log: Logger;
}

/** A handler returns the response body (`undefined` for 204); its type comes from `endpoint.response`. */
export type Handler<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType> = (
  args: HandlerArgs<z.output<B>, z.output<Q>, z.output<P>>,
) => z.input<R> | Promise<z.input<R>>;

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export interface RouteOptions {
  /**
   * Accept multipart/form-data (uploads) as well as JSON; needs `multipart` in the app's body options.
   * With `{ files }`, only those file fields are taken, each capped at its own size while it streams.
   */
  multipart?: boolean | MultipartRouteOptions;
}

/**
 * Whether answers are checked against their contract: under jest and with `NODE_ENV=development` or `test`, never
 * with `NODE_ENV=production` nor by default (`pnpm start`). The check re-parses every answer with zod, a share of
 * each request's time that production does not pay (issue 37).
 */
export function checksResponses(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test' || Boolean(env.JEST_WORKER_ID);
}

/**
 * Runs one endpoint after authentication and body parsing: validates params, query and body, calls the
 * handler and turns its result into the JSON response. In tests and development (`checksResponses`) the result is
 * also checked against `endpoint.response`, so a drift between service and contract fails the tests.
 */
export function endpointHandler(
  endpoint: AnyEndpoint,
  handler: Handler<z.ZodType, z.ZodType, z.ZodType, z.ZodType>,
): Middleware<KitState> {
  const checkResponses = checksResponses(process.env);
  return async function endpointHandler(ctx) {
    const kitCtx = ctx as KitContext;
    const files = kitCtx.request.files ?? {};
    try {
      const params = endpoint.params ? await parseRequestPart(endpoint.params, kitCtx.params, 'params') : undefined;
      const query = endpoint.query ? await parseRequestPart(endpoint.query, kitCtx.query, 'query') : undefined;
      // No body at all is read as `{}`, so a missing field is named like any other ('email: …').
      const body = endpoint.body ? await parseRequestPart(endpoint.body, kitCtx.request.body ?? {}, 'body') : undefined;

      const result = await handler({
        body,
        query,
        params,
        principal: kitCtx.state.principal ?? null,
        files,
        ctx: kitCtx,
        log: kitCtx.state.log,
      });

      // A handler that wrote the response itself (a file stream) has taken over.
      if (result === undefined && kitCtx.body != null) return;

      if (checkResponses) {
        const checked = await endpoint.response.safeParseAsync(result);
        if (!checked.success) {
          const issue = checked.error.issues[0];
          const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'response';
          throw new ResponseContractError(
            `${endpoint.id} answered outside its contract (${where}: ${issue?.message ?? 'invalid'}).`,
          );
        }
      }

      if (result === undefined) {
        kitCtx.status = 204;
        kitCtx.body = null;
      } else {
        kitCtx.status = endpoint.successStatus ?? 200;
        // Koa would send a string as text/plain: every answer of ours is JSON.
        if (typeof result === 'object' && result !== null) kitCtx.body = withReadersMessage(kitCtx, result);
        else {
          kitCtx.type = 'application/json';
          kitCtx.body = JSON.stringify(result);
        }
      }
    } finally {
      // Temp files the handler did not move into storage must not pile up.
      await removeUploads(files);
    }
  };
}

/**
 * A success answer's `message` ('Logged out.', 'Child removed.') in the reader's language, as errors are; the
 * rest of the answer is data and goes as it is. English readers get the object untouched.
 */
function withReadersMessage(ctx: ParameterizedContext, result: object): object {
  if (!('message' in result) || typeof result.message !== 'string') return result;
  ctx.vary('Accept-Language');
  const tag = readersTag(ctx);
  if (tag === 'en') return result;
  ctx.set('Content-Language', 'ar');
  return { ...result, message: translateMessage(result.message, tag) };
}
