export { createDatabase, serviceHooks, type Database, type DatabaseOptions } from './connection';
export { databaseUrlFromEnv, parseDatabaseUrl, redactDatabaseUrl, type DatabaseTarget, type Dialect } from './url';
export type { Seed } from './migrate';
export { migrations, type Migration, type MigrationContext } from './migrations';
export { defineModels, tablesInDeleteOrder, answerOptions, progressContentTypes, systemClock } from './models';
export type * from './models';
export { isForeignKeyViolation, isUniqueViolation } from './errors';
export * from './repos';
