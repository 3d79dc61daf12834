import path from 'node:path';

/** Where the data lives, parsed from a `DATABASE_URL`. */
export type DatabaseTarget =
  | { dialect: 'sqlite'; storage: string; inMemory: boolean }
  | {
      dialect: 'mysql';
      host: string;
      port: number;
      username: string;
      password: string | undefined;
      database: string;
      /** A Unix socket of a server on this machine (`?socket=`): used instead of host and port. */
      socketPath?: string;
    };

export type Dialect = DatabaseTarget['dialect'];

const sqliteMemory = ':memory:';

/**
 * Accepts `sqlite:<path>` (relative paths are resolved against the working directory), `sqlite::memory:`,
 * and `mysql://user:pass@host:port/db` (`mariadb://` is read the same way: we talk to MariaDB through mysql2). A server
 * on the same machine may be reached through its Unix socket, `mysql://user@localhost/db?socket=/run/mysqld/mysqld.sock`:
 * a statement costs both sides less than over loopback TCP.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    // `sqlite:///abs/path` and `sqlite://rel/path` are common spellings too: drop the slashes of an empty host.
    const location = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (location === sqliteMemory || location === '')
      return { dialect: 'sqlite', storage: sqliteMemory, inMemory: true };
    return { dialect: 'sqlite', storage: path.resolve(location), inMemory: false };
  }

  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database) throw new Error(`DATABASE_URL names no database: ${redactDatabaseUrl(url)}`);
    const socketPath = parsed.searchParams.get('socket') ?? undefined;
    if (socketPath !== undefined && !path.isAbsolute(socketPath))
      throw new Error(`DATABASE_URL's socket must be an absolute path: ${redactDatabaseUrl(url)}`);
    return {
      dialect: 'mysql',
      host: parsed.hostname || '127.0.0.1',
      port: parsed.port ? Number(parsed.port) : 3306,
      username: decodeURIComponent(parsed.username) || 'root',
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      database,
      ...(socketPath ? { socketPath } : {}),
    };
  }

  throw new Error(`Unsupported DATABASE_URL (expected sqlite:<path> or mysql://…): ${redactDatabaseUrl(url)}`);
}

/** The URL with its password masked, for logs and error messages. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** `DATABASE_URL` when set, else the embedded default: one SQLite file in the data directory. */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv, dataDir: string): string {
  const configured = env.DATABASE_URL?.trim();
  if (configured) return configured;
  return `sqlite:${path.join(dataDir, 'young-minds.sqlite')}`;
}
