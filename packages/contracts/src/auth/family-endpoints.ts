import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../pagination';
import { parentProfileSchema, returnToParentRequestSchema } from './family';
import { addFamilyDeviceRequestSchema, addFamilyDeviceResponseSchema, familyDeviceSchema } from './family-device';
import { messageResponseSchema } from './message-response';
import { sessionResponseSchema } from './users';

const parentOnly = { roles: ['parent'] } as const;

/**
 * The parent's own calls the parent area's first screen makes (its profile, the family's devices, handing the
 * device to a child), in tables of their own so that screen does not build every auth schema: `authEndpoints`
 * lists the same objects.
 */
export const parentProfileEndpoints = {
  getParentProfile: defineEndpoint({
    id: 'parent.profile.get',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/profile',
    access: parentOnly,
    response: parentProfileSchema,
    summary: "The parent's own profile, whether a PIN is set, and the family's theme.",
  }),
} as const;

export const familyDeviceEndpoints = {
  addFamilyDevice: defineEndpoint({
    id: 'parent.devices.add',
    service: 'auth',
    method: 'POST',
    path: '/api/parent/devices',
    access: parentOnly,
    body: addFamilyDeviceRequestSchema,
    response: addFamilyDeviceResponseSchema,
    summary:
      "Mark the calling device as the family's: answers its token once (the browser keeps it; the server keeps a hash).",
  }),
  listFamilyDevices: defineEndpoint({
    id: 'parent.devices.list',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/devices',
    access: parentOnly,
    response: z.array(familyDeviceSchema),
    summary: "The family's devices, newest first.",
  }),
  removeFamilyDevice: defineEndpoint({
    id: 'parent.devices.remove',
    service: 'auth',
    method: 'DELETE',
    path: '/api/parent/devices/:id',
    access: parentOnly,
    params: idParamsSchema,
    response: messageResponseSchema,
    summary:
      "Stop a device being the family's: its token stops listing the children and logging them in (404 for another family's).",
  }),
} as const;

export const handOffEndpoints = {
  handOffToChild: defineEndpoint({
    id: 'parent.children.handoff',
    service: 'auth',
    method: 'POST',
    path: '/api/parent/children/:id/handoff',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: idParamsSchema,
    response: sessionResponseSchema,
    summary: "Hand this device to one of the caller's children: a session as that child, without its password.",
  }),
  returnToParent: defineEndpoint({
    id: 'auth.returnToParent',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/return-to-parent',
    access: { roles: ['child'] },
    body: returnToParentRequestSchema,
    response: sessionResponseSchema,
    summary:
      "Take a handed-over device back: the parent's PIN or password gives the parent's session (5 wrong tries lock it for 15 minutes). " +
      'Only a child session opened by the hand-off may ask; one opened by logging in gets 403.',
  }),
} as const;
