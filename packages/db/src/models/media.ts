import {
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, requiredString, timestamps, type Clock } from './attributes';

/** A media file whose row is gone and whose file the content service still has to delete (migration 0004). */
export interface MediaDeletionModel extends Model<
  InferAttributes<MediaDeletionModel>,
  InferCreationAttributes<MediaDeletionModel>
> {
  id: CreationOptional<number>;
  mediaUrl: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineMediaModels(sequelize: Sequelize, now: Clock) {
  const MediaDeletion = sequelize.define<MediaDeletionModel>(
    'MediaDeletion',
    { id: id(), mediaUrl: requiredString(500), ...timestamps(now) },
    { tableName: 'media_deletions' },
  );
  return { MediaDeletion };
}
