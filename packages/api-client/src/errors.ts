/** A non-2xx answer from /api. `message` is the server's `message`, else its `error`, else a generic text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** The message a failed response carries: `message`, else `error` (services send both, the spec reads either). */
export function messageFromBody(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed with status ${status}`;
}

/** One way an answer missed its contract: where (`['user', 'role']`) and zod's words for it. */
export interface ResponseIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A 2xx answer that does not match the endpoint's response schema. The call fails instead of handing on bad data;
 * `body` is the answer as it came, so a screen can say what was wrong with it (an empty answer, a missing token).
 */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  constructor(
    readonly endpointId: string,
    readonly body: unknown,
    readonly issues: readonly ResponseIssue[],
  ) {
    super(`The answer of ${endpointId} does not match its contract`);
  }
}
