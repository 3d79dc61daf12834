import type { QueryInterface, Sequelize } from 'sequelize';

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
}

/**
 * One schema change. `name` is what `schema_migrations` records, so it never changes once released, and
 * neither does the body: a later change is a new migration.
 */
export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}
