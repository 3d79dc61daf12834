import { z } from 'zod';
import { childAvatars } from '../families';

/**
 * The family device: a tablet or phone a parent marks as the family's, on which `/login` opens on the family's
 * children as picture tiles, and a child logs in by tapping their tile and their picture code.
 * The device keeps a random token (kept hashed by the server) and sends it as `X-Family-Device`.
 */

/** The header a family device sends its token in. */
export const familyDeviceHeader = 'X-Family-Device';

/** The nine built-in pictures a picture code is made of, in the order the picture pad shows them. */
export const pictureCodePictures = ['moon', 'star', 'sun', 'tree', 'flower', 'fish', 'bird', 'apple', 'book'] as const;
export type PictureCodePicture = (typeof pictureCodePictures)[number];
/** A picture code is this many pictures, in order (repeats allowed). */
export const pictureCodeLength = 3;
/** Wrong codes for one child on one device before that child is locked there. */
export const pictureLoginTries = 5;
/** How long a child stays locked on a device after too many wrong codes. */
export const pictureLoginLockMinutes = 15;

export const pictureCodeFormatMessage =
  'Choose three of the pictures: moon, star, sun, tree, flower, fish, bird, apple, book.';
export const familyDeviceNameMessage = 'Give the device a name of 1 to 60 characters.';
/** 401 to a removed, unknown or missing device token: the device shows the usual login again. */
export const familyDeviceUnknownMessage = 'This device is no longer the family device. Please log in.';
/** 400: the pictures were not the child's code. Kind words, read aloud to the child. */
export const wrongPictureCodeMessage = 'Not quite. Try your pictures again.';
/** 429 after `pictureLoginTries` wrong codes for one child on one device. */
export const pictureLoginLockedMessage = 'Time for a little break. Ask a grown-up, or try again in 15 minutes.';
/** 403: the child has no picture code and the parent did not let them in without one. */
export const pictureCodeNeededMessage = 'Ask a grown-up to help you log in.';
/** 404 for a child who is not of the device's family (or no longer exists). */
export const familyDeviceChildUnknownMessage = 'This child is not on this device.';
export const familyDeviceRemovedMessage = 'The device is no longer the family device.';
/** 404 to removing a device that is not one of the caller's family devices (another family's, or gone). */
export const familyDeviceNotFoundMessage = 'This device is not one of your family devices.';
export const pictureCodeSavedMessage = 'The picture code is saved.';
export const pictureCodeRemovedMessage = 'The picture code is removed.';

export const pictureCodePictureSchema = z.enum(pictureCodePictures, { error: pictureCodeFormatMessage });

/** `PUT /api/parent/children/:id/picture-code`: three pictures, or null to remove the code. */
export const setPictureCodeRequestSchema = z.object({
  pictures: z
    .array(pictureCodePictureSchema, { error: pictureCodeFormatMessage })
    .length(pictureCodeLength, pictureCodeFormatMessage)
    .nullable(),
});
export type SetPictureCodeRequest = z.infer<typeof setPictureCodeRequestSchema>;
export const setPictureCodeResponseSchema = z.object({ message: z.string(), has_picture_code: z.boolean() });

/** `POST /api/parent/devices`. */
export const addFamilyDeviceRequestSchema = z.object({
  name: z
    .string({ error: familyDeviceNameMessage })
    .trim()
    .min(1, familyDeviceNameMessage)
    .max(60, familyDeviceNameMessage),
});
export type AddFamilyDeviceRequest = z.infer<typeof addFamilyDeviceRequestSchema>;
/** The token is shown once, to the device that asked: the browser keeps it; the server keeps only its hash. */
export const addFamilyDeviceResponseSchema = z.object({ id: z.number().int(), deviceToken: z.string() });
export type AddFamilyDeviceResponse = z.infer<typeof addFamilyDeviceResponseSchema>;

export const familyDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** When a child last logged in on it, or the family's children were last listed on it. */
  last_used_at: z.string().nullable(),
});
export type FamilyDevice = z.infer<typeof familyDeviceSchema>;

/** `GET /api/family-device/children`: what the login tiles need, and nothing else. */
export const familyDeviceChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.enum(childAvatars).nullable(),
  hasPictureCode: z.boolean(),
});
export type FamilyDeviceChild = z.infer<typeof familyDeviceChildSchema>;

/**
 * `POST /api/auth/child-picture-login`. `pictures` is the child's code, or empty for a child the parent lets in
 * without one (`opens_without_code`). The session is a hand-off: the way back to the parent asks the PIN or
 * password.
 */
export const childPictureLoginRequestSchema = z.object({
  deviceToken: z
    .string({ error: familyDeviceUnknownMessage })
    .min(1, familyDeviceUnknownMessage)
    .max(200, familyDeviceUnknownMessage),
  childId: z
    .number({ error: familyDeviceChildUnknownMessage })
    .int(familyDeviceChildUnknownMessage)
    .positive(familyDeviceChildUnknownMessage),
  pictures: z
    .array(pictureCodePictureSchema, { error: pictureCodeFormatMessage })
    .refine((pictures) => pictures.length === 0 || pictures.length === pictureCodeLength, pictureCodeFormatMessage),
});
export type ChildPictureLoginRequest = z.infer<typeof childPictureLoginRequestSchema>;
