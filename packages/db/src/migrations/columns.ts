import { DataTypes, type ModelAttributeColumnOptions } from 'sequelize';

// Column builders shared by the migrations. Released migrations depend on them, so change a builder only
// in ways that produce the same SQL; anything else goes into a new builder.

/** MariaDB: full Unicode (emoji included) and InnoDB for foreign keys. SQLite ignores these options. */
export const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci', engine: 'InnoDB' } as const;

export const idColumn = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  primaryKey: true,
  // SQLite: AUTOINCREMENT never reuses the id of a deleted row, so an old token can never name a new user.
  autoIncrement: true,
  allowNull: false,
});

/** Millisecond precision keeps "newest first" lists stable on MariaDB (DATETIME alone keeps whole seconds). */
export const timestampColumns = (): Record<'created_at' | 'updated_at', ModelAttributeColumnOptions> => ({
  created_at: { type: DataTypes.DATE(3), allowNull: false },
  updated_at: { type: DataTypes.DATE(3), allowNull: false },
});

type OnDelete = 'CASCADE' | 'RESTRICT' | 'SET NULL';

/** An integer foreign key to `table.id`. */
export function reference(table: string, onDelete: OnDelete, options: { allowNull: boolean; primaryKey?: boolean }) {
  if (onDelete === 'SET NULL' && !options.allowNull) throw new Error(`SET NULL needs a nullable column (-> ${table})`);
  return {
    type: DataTypes.INTEGER,
    allowNull: options.allowNull,
    ...(options.primaryKey ? { primaryKey: true } : {}),
    references: { model: table, key: 'id' },
    onDelete,
    onUpdate: 'CASCADE',
  } satisfies ModelAttributeColumnOptions;
}

export const requiredString = (length: number): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(length),
  allowNull: false,
});
export const optionalString = (length: number): ModelAttributeColumnOptions => ({
  type: DataTypes.STRING(length),
  allowNull: true,
});
export const requiredText = (): ModelAttributeColumnOptions => ({ type: DataTypes.TEXT, allowNull: false });
export const requiredInteger = (): ModelAttributeColumnOptions => ({ type: DataTypes.INTEGER, allowNull: false });
export const optionalInteger = (): ModelAttributeColumnOptions => ({ type: DataTypes.INTEGER, allowNull: true });
