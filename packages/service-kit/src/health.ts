import type { Middleware } from 'koa';
import { describeError } from './error-handler';
import { HttpError, messages } from './errors';
import type { KitState } from './route';

/** Supplied by the service, e.g. `() => sequelize.authenticate()`. Throwing (or answering false) means down. */
export type CheckDatabase = () => Promise<unknown>;

export interface HealthBody {
  status: 'ok';
  service: string;
  database: 'ok';
}

/** A hung database must not hang the health check too. */
const healthTimeoutMs = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database check took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /health: 200 `{ status, service, database }`, or 503 with the usual error body when the database is down. */
export function healthCheck(options: {
  service: string;
  checkDatabase: CheckDatabase;
  timeoutMs?: number;
}): Middleware<Partial<KitState>> {
  const { service, checkDatabase, timeoutMs = healthTimeoutMs } = options;
  return async function healthCheck(ctx) {
    let healthy: boolean;
    try {
      healthy = (await withTimeout(Promise.resolve().then(checkDatabase), timeoutMs)) !== false;
    } catch (err) {
      const log = ctx.state.log;
      const { name, message } = describeError(err);
      log?.warn({ err: { name, message } }, 'health check failed');
      healthy = false;
    }
    if (!healthy) throw new HttpError(503, messages.databaseUnavailable);
    const body: HealthBody = { status: 'ok', service, database: 'ok' };
    ctx.body = body;
  };
}
