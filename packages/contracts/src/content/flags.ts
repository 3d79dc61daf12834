import { z } from 'zod';
import { contentAgeBands } from '../families';

/**
 * The two flags videos, books, quizzes and assignments carry, which decide what a child sees: the age band the
 * item is for ('all' fits every child) and whether it is free of music (a child whose parent chose "music-free
 * only" sees only those). Each content schema spreads these shapes, so the flags read the same everywhere.
 */
export const contentFlagMessages = {
  ageBand: `Age group must be one of: ${contentAgeBands.join(', ')}.`,
  musicFree: "Music-free must be true or false ('true', 'false', '1' or '0').",
} as const;

/** As every content response carries them. */
export const contentFlagsShape = {
  age_band: z.enum(contentAgeBands),
  music_free: z.boolean(),
};

/** Multipart fields are text: these are the texts read as a boolean (a JSON body may send a boolean). */
const booleanTexts: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/**
 * As create and edit requests send them: both optional (a new item is 'all' and not music-free; an edit that
 * leaves them out keeps them). Anything but a known band or a boolean (or its text) is a 400 with the message.
 */
export const contentFlagFieldsShape = {
  age_band: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.enum(contentAgeBands, { error: contentFlagMessages.ageBand }),
    )
    .optional(),
  music_free: z
    .preprocess(
      (value) => (typeof value === 'string' ? (booleanTexts[value.trim().toLowerCase()] ?? value) : value),
      z.boolean({ error: contentFlagMessages.musicFree }),
    )
    .optional(),
};
