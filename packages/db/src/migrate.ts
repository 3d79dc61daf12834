import { DataTypes, QueryTypes, type Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { migrations, type MigrationContext } from './migrations';
import { withSqliteFileLock, type SqliteDriver } from './sqlite';
import type { DatabaseTarget } from './url';

/** The table where umzug records which migrations ran. */
const migrationsTable = 'schema_migrations';

function createMigrator(sequelize: Sequelize): Umzug<MigrationContext> {
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
  return recordModel(sequelize, 'SchemaMigration', migrationsTable);
}

/** The table where umzug records which seeds (one-time data loads, such as the demo content) ran. */
const seedsTable = 'schema_seeds';

/** A one-time data load: runs once per database, recorded by name in `schema_seeds`. */
export interface Seed {
  name: string;
  run(): Promise<void>;
}

function recordModel(sequelize: Sequelize, modelName: string, tableName: string) {
  if (sequelize.isDefined(modelName)) return sequelize.model(modelName);
  return sequelize.define(
    modelName,
    { name: { type: DataTypes.STRING(255), allowNull: false, primaryKey: true } },
    { tableName, timestamps: false },
  );
}

/**
 * Runs `work` under a lock shared by every process on this database: the services may start together, and
 * whoever waits finds nothing left to do.
 */
function withDatabaseLock<T>(
  sequelize: Sequelize,
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
  purpose: string,
  work: () => Promise<T>,
): Promise<T> {
  if (target.dialect === 'mysql') return withMysqlLock(sequelize, `young_minds_${purpose}:${target.database}`, work);
  if (target.inMemory || !sqliteDriver) return work();
  return withSqliteFileLock(sqliteDriver, `${target.storage}.${purpose}-lock`, work);
}

/** Applies pending migrations and returns their names (empty when the schema is current). */
export async function runMigrations(
  sequelize: Sequelize,
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
): Promise<string[]> {
  const applyPending = async () => (await createMigrator(sequelize).up()).map((migration) => migration.name);
  return withDatabaseLock(sequelize, target, sqliteDriver, 'migrate', applyPending);
}

/** Runs the seeds that have not run on this database yet and returns their names. */
export async function runSeeds(
  sequelize: Sequelize,
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
  seeds: readonly Seed[],
): Promise<string[]> {
  const seeder = new Umzug<Record<string, never>>({
    migrations: seeds.map((seed) => ({ name: seed.name, up: () => seed.run() })),
    context: {},
    storage: new SequelizeStorage({ model: recordModel(sequelize, 'SchemaSeed', seedsTable) }),
    logger: undefined,
  });
  const applyPending = async () => (await seeder.up()).map((seed) => seed.name);
  return withDatabaseLock(sequelize, target, sqliteDriver, 'seed', applyPending);
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
