import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { childAvatars } from '../families';
import { publicUserSchema } from './users';

/** What a child reads when the picture sent is none of the built-in ones (the child area shows only those). */
export const childOwnAvatarInvalidMessage = 'Choose one of the pictures.';

/** `PUT /api/child/avatar`: the child picks their own built-in picture (never a photo). */
export const setChildAvatarRequestSchema = z.object({
  avatar: z.enum(childAvatars, { error: childOwnAvatarInvalidMessage }),
});
export type SetChildAvatarRequest = z.infer<typeof setChildAvatarRequestSchema>;

/** The child's own account calls (the rest of `authEndpoints` is other roles'), for the child area to import alone. */
export const childAccountEndpoints = {
  setOwnAvatar: defineEndpoint({
    id: 'child.avatar.set',
    service: 'auth',
    method: 'PUT',
    path: '/api/child/avatar',
    access: { roles: ['child'] },
    body: setChildAvatarRequestSchema,
    response: publicUserSchema,
    summary: "The child picks their own picture from the built-in ones; answers the child's user, as `me` does.",
  }),
};
