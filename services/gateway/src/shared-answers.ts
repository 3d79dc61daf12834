import type http from 'node:http';

/**
 * The answers the gateway keeps for a moment, as a shared cache (RFC 9111) keeps what a service allows it to: a
 * visitor's GET (no `Authorization`, no cookie) answered 200 with `Cache-Control: s-maxage=N` (service-kit's
 * `anonymousEtag` says 1 s on the public lists: the blog, the plans, the categories) is answered from here for N
 * seconds, and visitors asking at once while it is being read share that one read. Under a family's mixed load a
 * third of the requests are visitors' (issue 37): they then cost the gateway one write instead of a proxied round
 * trip, and the services none. A write through the gateway to a service drops that service's answers (a family's own
 * writes excepted: `changesPublicAnswers`), so an admin's change shows at once here; another gateway instance's shows
 * within N seconds. Answers that vary on a header the request carries (`Vary`) are kept per value; `Vary: *`, a
 * `Set-Cookie`, `private` or `no-store` are never kept.
 */
export interface SharedAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  /** When the service answered (for `Age`). */
  storedAt: number;
  expiresAt: number;
  /** The request headers the answer varies on, and their values in the request it answered. */
  vary: { name: string; value: string }[];
  /** The body compressed, once per encoding asked for (`replyShared`). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

export interface SharedAnswersOptions {
  now?: () => number;
  /** Answers kept in all (the oldest go first); default 256. */
  maxEntries?: number;
  /** A larger body is passed on, not kept; default 256 KiB. */
  maxBodyBytes?: number;
}

/** One read of a service's answer that visitors asking meanwhile wait for: what it stored, if anything. */
type Pending = Promise<SharedAnswer | undefined>;

export interface SharedAnswers {
  /** The largest body kept: a larger one is passed on, not kept (nor gathered past this size). */
  readonly maxBodyBytes: number;
  /** Whether this request may be answered from here or its answer kept: a visitor's GET of the API. */
  cacheable(req: http.IncomingMessage): boolean;
  /** The fresh answer for this request, if one is kept. */
  lookup(service: string, req: http.IncomingMessage): SharedAnswer | undefined;
  /** A read of this request's answer already under way, to wait for instead of asking the service again. */
  pending(service: string, req: http.IncomingMessage): Pending | undefined;
  /** Starts a read: `done` hands over the answer (or nothing, when it was not kept) to those waiting. */
  begin(
    service: string,
    req: http.IncomingMessage,
  ): { keep(answer: Omit<SharedAnswer, 'vary' | 'storedAt' | 'expiresAt'>): void; done(): void };
  /** Every answer of the service is dropped (a write went to it). */
  dropService(service: string): void;
}

/**
 * A family's own writes — a child's saved place, heartbeats, hand-ins, a parent's review of their child's work — show
 * in no visitor's answer (a child's work is never public), so they leave the kept answers alone; under a family's
 * mixed load they are most of the writes. Any other write drops its service's answers. A path wrongly in this list
 * would leave a visitor's answer at most `s-maxage` old.
 */
const familyOwnWrites = /^\/api\/(progress|child|parent|quiz-submissions)(\/|$)/i;

/** Whether a write to this path may change what a visitor is answered (so its service's kept answers go). */
export function changesPublicAnswers(path: string): boolean {
  return !familyOwnWrites.test(path);
}

/** `s-maxage` in seconds when the answer may be kept by a shared cache, else 0. */
export function sharedMaxAge(headers: http.IncomingHttpHeaders): number {
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!cacheControl || headers['set-cookie'] !== undefined) return 0;
  const directives = cacheControl.split(',').map((directive) => directive.trim());
  if (directives.some((directive) => directive === 'private' || directive === 'no-store' || directive === 'no-cache'))
    return 0;
  const sMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

function varyNames(headers: http.OutgoingHttpHeaders): string[] {
  const vary = headers.vary;
  const text = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0);
}

const headerValue = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

export function createSharedAnswers(options: SharedAnswersOptions = {}): SharedAnswers {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 256;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  /** By service and URL: the answers kept for each set of varying header values (usually one). */
  const entries = new Map<string, SharedAnswer[]>();
  const reads = new Map<string, Pending>();
  /** Bumped by every drop: a read begun before it may hold the old answer, so it is not kept. */
  const generations = new Map<string, number>();

  const keyOf = (service: string, req: http.IncomingMessage) => `${service} ${req.url ?? ''}`;
  const matches = (answer: SharedAnswer, req: http.IncomingMessage) =>
    answer.vary.every(({ name, value }) => headerValue(req, name) === value);

  function lookup(service: string, req: http.IncomingMessage): SharedAnswer | undefined {
    const key = keyOf(service, req);
    const kept = entries.get(key);
    if (!kept) return undefined;
    const at = now();
    const fresh = kept.filter((answer) => answer.expiresAt > at);
    if (fresh.length === 0) entries.delete(key);
    else if (fresh.length !== kept.length) entries.set(key, fresh);
    return fresh.find((answer) => matches(answer, req));
  }

  function store(key: string, answer: SharedAnswer): void {
    const kept = (entries.get(key) ?? []).filter((other) => other.expiresAt > answer.storedAt);
    const others = kept.filter(
      (other) =>
        !other.vary.every(({ name, value }, i) => answer.vary[i]?.name === name && answer.vary[i]?.value === value),
    );
    entries.delete(key);
    entries.set(key, [...others, answer]);
    // A Map keeps its insertion order: the first keys are the oldest stored.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    maxBodyBytes,
    cacheable(req) {
      return (
        req.method === 'GET' &&
        req.headers.authorization === undefined &&
        req.headers.cookie === undefined &&
        !/no-cache|no-store/i.test(String(req.headers['cache-control'] ?? ''))
      );
    },
    lookup,
    pending(service, req) {
      return reads.get(keyOf(service, req));
    },
    begin(service, req) {
      const key = keyOf(service, req);
      const generation = generations.get(service) ?? 0;
      let stored: SharedAnswer | undefined;
      let settle!: (answer: SharedAnswer | undefined) => void;
      const read: Pending = new Promise((resolve) => (settle = resolve));
      // Only the first read of a key is waited for; a second (its waiters found nothing kept) goes on alone.
      const waitedFor = !reads.has(key);
      if (waitedFor) reads.set(key, read);
      return {
        keep({ status, headers, body }) {
          const maxAge = status === 200 ? sharedMaxAge(headers as http.IncomingHttpHeaders) : 0;
          const names = varyNames(headers);
          if (maxAge === 0 || body.length > maxBodyBytes || names.includes('*')) return;
          if ((generations.get(service) ?? 0) !== generation) return;
          const storedAt = now();
          const kept = { ...headers };
          // Each reply gets its own request id (the request-id middleware's).
          delete kept['x-request-id'];
          stored = {
            status,
            headers: kept,
            body,
            storedAt,
            expiresAt: storedAt + maxAge * 1000,
            vary: names.map((name) => ({ name, value: headerValue(req, name) })),
          };
          store(key, stored);
        },
        done() {
          if (waitedFor && reads.get(key) === read) reads.delete(key);
          settle(stored);
        },
      };
    },
    dropService(service) {
      generations.set(service, (generations.get(service) ?? 0) + 1);
      for (const key of [...entries.keys()]) if (key.startsWith(`${service} `)) entries.delete(key);
    },
  };
}
