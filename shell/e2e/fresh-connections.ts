/**
 * Every call the journeys make from Node (not the browser's) opens its own connection. Node's fetch keeps a
 * connection for the next call until 1 s before the gateway's keep-alive ends; on a busy 2-core machine its timer
 * fires late, the next call takes a socket the gateway has just closed, and fails with "other side closed" — a
 * failure of the test's client, not of the platform. `connection: close` makes undici drop each socket after its
 * answer.
 */
const keptAliveFetch = globalThis.fetch;

globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('connection')) headers.set('connection', 'close');
  return keptAliveFetch(input, { ...init, headers });
};
