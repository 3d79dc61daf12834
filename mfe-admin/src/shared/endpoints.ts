import { type Endpoint, pageOf } from '@young-minds/contracts';

/** An endpoint's path with its `:params` filled in: `pathFor(videoEndpoints.get, { id: 3 })` → '/api/videos/3'. */
export function pathFor(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathFor: no value for :${name} in ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

export { pageOf };
