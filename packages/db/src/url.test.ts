import path from 'node:path';
import { databaseUrlFromEnv, parseDatabaseUrl, redactDatabaseUrl } from './url';

describe('database URLs', () => {
  it('when DATABASE_URL is set, then it is used as given', () => {
    expect(databaseUrlFromEnv({ DATABASE_URL: 'mysql://u:p@db:3306/ym' }, '/data')).toBe('mysql://u:p@db:3306/ym');
  });

  it('when DATABASE_URL is unset or blank, then the SQLite file in the data directory is used', () => {
    expect(databaseUrlFromEnv({}, '/srv/data')).toBe('sqlite:/srv/data/young-minds.sqlite');
    expect(databaseUrlFromEnv({ DATABASE_URL: '  ' }, '.data')).toBe(
      `sqlite:${path.join('.data', 'young-minds.sqlite')}`,
    );
  });

  it('when the URL names SQLite, then the path is resolved and memory is recognised', () => {
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite')).toEqual({
      dialect: 'sqlite',
      storage: '/tmp/x.sqlite',
      inMemory: false,
    });
    expect(parseDatabaseUrl('sqlite:///tmp/x.sqlite')).toEqual({
      dialect: 'sqlite',
      storage: '/tmp/x.sqlite',
      inMemory: false,
    });
    expect(parseDatabaseUrl('sqlite:.data/x.sqlite')).toMatchObject({ storage: path.resolve('.data/x.sqlite') });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', storage: ':memory:', inMemory: true });
  });

  it('when the URL names MySQL or MariaDB, then every part is read, percent-decoded, with defaults', () => {
    expect(parseDatabaseUrl('mysql://app:p%40ss@db.local:3307/young_minds')).toEqual({
      dialect: 'mysql',
      host: 'db.local',
      port: 3307,
      username: 'app',
      password: 'p@ss',
      database: 'young_minds',
    });
    expect(parseDatabaseUrl('mariadb://127.0.0.1/test')).toMatchObject({
      username: 'root',
      password: undefined,
      port: 3306,
    });
  });

  it('when the URL names a Unix socket, then the connection goes through it; a relative socket is refused', () => {
    expect(parseDatabaseUrl('mysql://app@localhost/young_minds?socket=/run/mysqld/mysqld.sock')).toEqual({
      dialect: 'mysql',
      host: 'localhost',
      port: 3306,
      username: 'app',
      password: undefined,
      database: 'young_minds',
      socketPath: '/run/mysqld/mysqld.sock',
    });
    expect(parseDatabaseUrl('mysql://app@db/young_minds')).not.toHaveProperty('socketPath');
    expect(() => parseDatabaseUrl('mysql://u:secret@localhost/db?socket=mysqld.sock')).toThrow(/absolute path/);
    expect(() => parseDatabaseUrl('mysql://u:secret@localhost/db?socket=mysqld.sock')).not.toThrow(/secret/);
  });

  it('when the URL is not understood or names no database, then it is refused without printing the password', () => {
    expect(() => parseDatabaseUrl('postgres://u:secret@h/db')).toThrow(/Unsupported/);
    expect(() => parseDatabaseUrl('mysql://u:secret@h:3306/')).toThrow(/names no database/);
    expect(() => parseDatabaseUrl('postgres://u:secret@h/db')).not.toThrow(/secret/);
    expect(redactDatabaseUrl('mysql://u:secret@h:3306/db')).toBe('mysql://u:***@h:3306/db');
  });
});
