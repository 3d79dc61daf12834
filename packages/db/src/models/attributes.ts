import { DataTypes } from 'sequelize';

// Sequelize writes into attribute definitions while defining a model, so every attribute gets its own object:
// these are factories, called once per use.
export const id = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true });
export const timestamps = () => ({
  createdAt: { type: DataTypes.DATE(3), allowNull: false },
  updatedAt: { type: DataTypes.DATE(3), allowNull: false },
});
export const requiredString = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });
export const requiredText = () => ({ type: DataTypes.TEXT, allowNull: false });
export const requiredInteger = () => ({ type: DataTypes.INTEGER, allowNull: false });
export const optionalInteger = () => ({ type: DataTypes.INTEGER, allowNull: true });
