import { ForeignKeyConstraintError, UniqueConstraintError } from 'sequelize';

/** A unique index refused the write (e.g. an email registered twice at the same moment): answer 409. */
export function isUniqueViolation(error: unknown): error is UniqueConstraintError {
  if (!(error instanceof UniqueConstraintError)) return false;
  // Sequelize's SQLite dialect reports every constraint failure (NOT NULL too) as a UniqueConstraintError.
  const cause = error.parent as { errno?: unknown; message?: unknown } | undefined;
  return (
    cause?.errno === 1062 || (typeof cause?.message === 'string' && cause.message.includes('UNIQUE constraint failed'))
  );
}

/** A foreign key refused the write (e.g. deleting a category that content still uses): answer 409. */
export function isForeignKeyViolation(error: unknown): error is ForeignKeyConstraintError {
  return error instanceof ForeignKeyConstraintError;
}

/**
 * A write lost a race it may retry: a MariaDB deadlock (errno 1213), or SQLite still busy after its busy
 * timeout. The transaction was rolled back, so running the work again is safe.
 */
export function isRetryableConflict(error: unknown): boolean {
  const cause = (error as { parent?: { errno?: unknown; code?: unknown } } | null)?.parent;
  return cause?.errno === 1213 || cause?.code === 'SQLITE_BUSY';
}
