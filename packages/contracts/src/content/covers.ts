import { z } from 'zod';
import { mediaUrlSchema } from './media';

/** The texts of covers (quizzes, worksheets and activities; videos and books have their thumbnails). */
export const coverMessages = {
  notUploaded: 'The cover must be a picture uploaded through the picture upload.',
} as const;

/**
 * `cover_image` of a quiz or worksheet form: a public picture's path ('/media/images/…', uploaded first through
 * the kind's picture upload), null or '' to take the cover off, left out to keep the one it has.
 */
export const coverImageFieldShape = {
  cover_image: z.preprocess(
    (value) => (value === '' || value === 'null' ? null : value),
    z
      .string({ error: coverMessages.notUploaded })
      .startsWith('/media/images/', coverMessages.notUploaded)
      .max(500, coverMessages.notUploaded)
      .nullable()
      .optional(),
  ),
};

/** `cover_image` in an answer: the item's own cover picture, null when it has none. */
export const coverImageShape = { cover_image: mediaUrlSchema.nullable() };
