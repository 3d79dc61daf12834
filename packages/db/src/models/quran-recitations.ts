import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { requiredString, requiredText, timestamps, type Clock } from './attributes';

/** Issue 36 (migration 0030): a surah's recitation, one per surah, uploaded by an admin. */
export interface QuranRecitationModel extends Model<
  InferAttributes<QuranRecitationModel>,
  InferCreationAttributes<QuranRecitationModel>
> {
  /** The surah's number (1–114): the key, so a surah has at most one recitation. */
  surah: number;
  /** '/media/audio/…'. */
  audioUrl: string;
  reciter: string;
  licence: string;
  /** JSON: each ayah's start in seconds, one per ayah. */
  ayahStarts: string;
  uploadedBy: number | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineQuranRecitationModels(sequelize: Sequelize, now: Clock) {
  const QuranRecitation = sequelize.define<QuranRecitationModel>(
    'QuranRecitation',
    {
      surah: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      audioUrl: requiredString(500),
      reciter: requiredString(120),
      licence: requiredString(300),
      ayahStarts: requiredText(),
      uploadedBy: { type: DataTypes.INTEGER, allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'quran_recitations' },
  );
  return { QuranRecitation };
}
