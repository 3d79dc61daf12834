import { z } from 'zod';
import { childAvatars } from '../families';

/** What a child reads when the picture sent is none of the built-in ones (the child area shows only those). */
export const childOwnAvatarInvalidMessage = 'Choose one of the pictures.';

/** `PUT /api/child/avatar`: the child picks their own built-in picture (never a photo). */
export const setChildAvatarRequestSchema = z.object({
  avatar: z.enum(childAvatars, { error: childOwnAvatarInvalidMessage }),
});
export type SetChildAvatarRequest = z.infer<typeof setChildAvatarRequestSchema>;
