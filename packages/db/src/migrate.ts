import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { migrations, type MigrationContext } from './migrations';
import { withSqliteFileLock, type SqliteDriver } from './sqlite';
import type { DatabaseTarget } from './url';

/** The table where umzug records which migrations ran. */
export const migrationsTable = 'schema_migrations';

export function createMigrator(sequelize: Sequelize): Umzug<MigrationContext> {
  return new Umzug<MigrationContext>({
    migrations: migrations.map((migration) => ({
      name: migration.name,
      up: ({ context }) => migration.up(context),
      down: ({ context }) => migration.down(context),
    })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({ model: migrationsModel(sequelize) }),
    logger: undefined,
  });
}

/**
 * The model behind umzug's storage. Umzug's own creates the table as utf8 (3-byte) on MariaDB; this one
 * inherits the connection's utf8mb4 defaults like every other table.
 */
function migrationsModel(sequelize: Sequelize) {
  const modelName = 'SchemaMigration';
  if (sequelize.isDefined(modelName)) return sequelize.model(modelName);
  return sequelize.define(
    modelName,
    { name: { type: DataTypes.STRING(255), allowNull: false, primaryKey: true } },
    { tableName: migrationsTable, timestamps: false },
  );
}

/**
 * Applies pending migrations and returns their names (empty when the schema is current). The services may
 * start together, so the work runs under a lock shared across processes; whoever waits finds nothing left.
 */
export async function runMigrations(
  sequelize: Sequelize,
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
): Promise<string[]> {
  const applyPending = async () => (await createMigrator(sequelize).up()).map((migration) => migration.name);

  if (target.dialect === 'mysql') return withMysqlLock(sequelize, `young_minds_migrate:${target.database}`, applyPending);
  if (target.inMemory || !sqliteDriver) return applyPending();
  return withSqliteFileLock(sqliteDriver, `${target.storage}.migrate-lock`, applyPending);
}

/**
 * MariaDB's named locks belong to a session, so the lock is taken inside a transaction, which pins one
 * pooled connection for as long as `work` runs (the migrations themselves use other connections).
 */
async function withMysqlLock<T>(sequelize: Sequelize, name: string, work: () => Promise<T>): Promise<T> {
  return sequelize.transaction(async (transaction) => {
    const [row] = await sequelize.query<{ acquired: number | null }>('SELECT GET_LOCK(?, 120) AS acquired', {
      replacements: [name],
      type: QueryTypes.SELECT,
      transaction,
    });
    if (row?.acquired !== 1) throw new Error(`Timed out waiting for the migration lock ${name}`);
    try {
      return await work();
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(?)', { replacements: [name], type: QueryTypes.SELECT, transaction });
    }
  });
}
