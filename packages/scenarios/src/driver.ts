import type { Endpoint } from '@young-minds/contracts';

/**
 * Who makes a call in a scenario: the back end's admin, the first household's parent or child, or nobody.
 * Deliberately free of msw and of any service: a scenario runs the same against the MSW handlers and the real apps.
 */
export type Caller = 'admin' | 'parent' | 'child' | 'anonymous' | 'reviewer';

/** A file part of a multipart call. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface CallOptions {
  as: Caller;
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** JSON, or the text fields of a multipart call when `files` is given. */
  body?: Record<string, unknown>;
  files?: Record<string, UploadFile>;
  /** Request headers beyond the session's (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** What a client sees of an answer. */
export interface Answer {
  status: number;
  body: unknown;
  /** The answer's headers, names in lower case. */
  headers?: Record<string, string>;
}

/** The first household as the back end under test knows it (ids and names differ between back ends). */
export interface Household {
  parent: { id: number; name: string };
  child: { id: number; name: string };
  /** The parent's subscription. */
  subscriptionId: number;
}

/** A back end the scenarios drive: the MSW handlers, or a real service app. */
export interface ScenarioDriver {
  call(endpoint: Endpoint, options: CallOptions): Promise<Answer>;
  household: Household;
}

/** A call as plain HTTP parts: the path with its params filled in and the query string, and the body's kind. */
export function requestParts(endpoint: Endpoint, options: CallOptions) {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(options.params?.[name] ?? '')),
  );
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const fields = Object.entries(options.body ?? {}).map(([key, value]) => [key, String(value)] as const);
  return {
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    multipart: options.files !== undefined,
    fields,
    files: Object.entries(options.files ?? {}),
  };
}

/** The parts of supertest's request this driver uses (kept structural, so this package needs no supertest). */
interface SupertestRequest extends PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }> {
  set(name: string, value: string): SupertestRequest;
  send(body: object): SupertestRequest;
  field(name: string, value: string): SupertestRequest;
  attach(field: string, file: Buffer, options: { filename: string; contentType: string }): SupertestRequest;
}
type SupertestAgent = Record<'get' | 'post' | 'put' | 'patch' | 'delete', (url: string) => SupertestRequest>;

/** A driver for a real service app: supertest on the app, with each caller's real signed token. */
export function supertestDriver(
  api: () => SupertestAgent,
  tokens: Partial<Record<Caller, string>>,
  household: Household,
): ScenarioDriver {
  return {
    household,
    async call(endpoint, options) {
      const parts = requestParts(endpoint, options);
      let request = api()[parts.method.toLowerCase() as keyof SupertestAgent](parts.url);
      const token = tokens[options.as];
      if (options.as !== 'anonymous') {
        if (!token) throw new Error(`This driver has no ${options.as} session.`);
        request = request.set('Authorization', `Bearer ${token}`);
      }
      for (const [name, value] of Object.entries(options.headers ?? {})) request = request.set(name, value);
      if (parts.multipart) {
        for (const [name, value] of parts.fields) request = request.field(name, value);
        for (const [name, file] of parts.files)
          request = request.attach(name, Buffer.from(file.bytes), { filename: file.name, contentType: file.type });
      } else if (options.body !== undefined) request = request.send(options.body);
      const response = await request;
      return { status: response.status, body: response.body, headers: response.headers };
    },
  };
}

/** An admin and one household as a service test harness makes them (sessions with ids and tokens). */
export interface HarnessHousehold {
  admin: { token: string };
  /** A second admin, a reviewer (issue 35): the admin cannot approve what they wrote. */
  reviewer?: { token: string };
  parent: { id: number; token: string };
  child: { id: number; token: string };
  parentName: string;
  childName: string;
  subscriptionId: number;
}

/** `supertestDriver` for a service app and the household its harness made. */
export function householdDriver(api: () => SupertestAgent, people: HarnessHousehold): ScenarioDriver {
  return supertestDriver(
    api,
    {
      admin: people.admin.token,
      parent: people.parent.token,
      child: people.child.token,
      ...(people.reviewer ? { reviewer: people.reviewer.token } : {}),
    },
    {
      parent: { id: people.parent.id, name: people.parentName },
      child: { id: people.child.id, name: people.childName },
      subscriptionId: people.subscriptionId,
    },
  );
}
