/**
 * The address families open the platform at, which emailed links point to: `APP_URL` (e.g.
 * `https://youngminds.example`), else the local gateway the start command runs (`http://localhost:<PORT>`).
 */
export function appUrlFromEnv(env: Record<string, string | undefined>): string {
  const configured = env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `http://localhost:${env.GATEWAY_PORT?.trim() || '8080'}`;
}

/** An absolute link to a page of the platform, with its query (`appLink(url, '/reset-password', { token })`). */
export function appLink(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const link = new URL(path, `${appUrl}/`);
  for (const [name, value] of Object.entries(query)) link.searchParams.set(name, value);
  return link.toString();
}
