import { DataTypes } from 'sequelize';

// Sequelize writes into attribute definitions while defining a model, so every attribute gets its own object:
// these are factories, called once per use.
export const id = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true });
/** Where `created_at` and `updated_at` come from: the real time, or a test's clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * `created_at` / `updated_at`, stamped from `now` (Sequelize reads a timestamp's default value before its own
 * clock), so a test orders rows by moving its clock rather than by waiting.
 */
export const timestamps = (now: Clock) => ({
  createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
  updatedAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
});
export const requiredString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });
export const requiredText = () => ({ type: DataTypes.TEXT, allowNull: false });
export const requiredInteger = () => ({ type: DataTypes.INTEGER, allowNull: false });
export const optionalInteger = () => ({ type: DataTypes.INTEGER, allowNull: true });
