import { type HttpHandler, HttpResponse } from 'msw';
import {
  type Child,
  authEndpoints,
  familyDeviceChildUnknownMessage,
  familyDeviceHeader,
  familyDeviceNotFoundMessage,
  familyDeviceRemovedMessage,
  familyDeviceUnknownMessage,
  pictureCodeNeededMessage,
  pictureCodeRemovedMessage,
  pictureCodeSavedMessage,
  pictureLoginLockMinutes,
  pictureLoginLockedMessage,
  pictureLoginTries,
  wrongPictureCodeMessage,
} from '@young-minds/contracts';
import { MockHttpError, mockRoute, rowById } from '../kit';
import { childSession } from './account';
import { type MockFamilyDevice, ownChild, parentMockState, toFamilyDevice } from './state';

/**
 * The family device and picture codes (issue 32), as the auth service answers them
 * (services/auth/src/family-device/routes.ts), over `parentMockState`.
 */

let issuedTokens = 0;
const lockMilliseconds = pictureLoginLockMinutes * 60 * 1000;

/** The device a token names; a missing, unknown or removed one is the service's 401. */
function deviceOf(token: string | null | undefined): MockFamilyDevice {
  const device = token ? parentMockState.familyDevices.find((row) => row.token === token) : undefined;
  if (!device) throw new MockHttpError(401, familyDeviceUnknownMessage);
  device.last_used_at = new Date().toISOString();
  return device;
}

/** Counts one try of a child on a device before the check, as the service's limiter: past the tries, a 429. */
function countTry(key: string): Response | null {
  const now = Date.now();
  const tries = parentMockState.pictureTries.get(key);
  const window = tries && tries.until > now ? tries : { count: 0, until: now + lockMilliseconds };
  window.count += 1;
  parentMockState.pictureTries.set(key, window);
  if (window.count <= pictureLoginTries) return null;
  const retryAfter = String(Math.max(1, Math.ceil((window.until - now) / 1000)));
  return HttpResponse.json(
    { message: pictureLoginLockedMessage, error: pictureLoginLockedMessage },
    { status: 429, headers: { 'Retry-After': retryAfter } },
  );
}

const sameCode = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((picture, index) => picture === b[index]);

function withCode(child: Child, hasCode: boolean): Child {
  const updated = { ...child, has_picture_code: hasCode };
  parentMockState.children = parentMockState.children.map((row) => (row.id === child.id ? updated : row));
  return updated;
}

export const familyDeviceHandlers: HttpHandler[] = [
  mockRoute(authEndpoints.addFamilyDevice, ({ body, user }) => {
    issuedTokens += 1;
    const device: MockFamilyDevice = {
      id: parentMockState.familyDevices.reduce((top, row) => Math.max(top, row.id), 0) + 1,
      parentId: user!.id,
      name: body.name,
      token: `mock-family-device-${issuedTokens}-${Date.now().toString(36)}`,
      created_at: new Date().toISOString(),
      last_used_at: null,
    };
    parentMockState.familyDevices.push(device);
    return { id: device.id, deviceToken: device.token };
  }),

  mockRoute(authEndpoints.listFamilyDevices, ({ user }) =>
    parentMockState.familyDevices
      .filter((row) => row.parentId === user!.id)
      .reverse()
      .map(toFamilyDevice),
  ),

  mockRoute(authEndpoints.removeFamilyDevice, ({ params, user }) => {
    const devices = parentMockState.familyDevices;
    const device = rowById(devices, params.id, familyDeviceNotFoundMessage, (row) => row.parentId === user!.id);
    parentMockState.familyDevices = devices.filter((row) => row !== device);
    return { message: familyDeviceRemovedMessage };
  }),

  mockRoute(authEndpoints.familyDeviceChildren, ({ request }) => {
    const device = deviceOf(request.headers.get(familyDeviceHeader));
    return parentMockState.children
      .filter((child) => child.parent_id === device.parentId)
      .sort((a, b) => a.id - b.id)
      .map((child) => ({
        id: child.id,
        name: child.name,
        avatar: child.avatar,
        hasPictureCode: parentMockState.pictureCodes.has(child.id),
      }));
  }),

  mockRoute(authEndpoints.setPictureCode, ({ params, body, user }) => {
    const child = ownChild(params.id, user);
    if (body.pictures === null) {
      parentMockState.pictureCodes.delete(child.id);
      withCode(child, false);
      return { message: pictureCodeRemovedMessage, has_picture_code: false };
    }
    parentMockState.pictureCodes.set(child.id, body.pictures);
    withCode(child, true);
    return { message: pictureCodeSavedMessage, has_picture_code: true };
  }),

  mockRoute(authEndpoints.childPictureLogin, ({ body }) => {
    const device = deviceOf(body.deviceToken);
    const child = parentMockState.children.find((row) => row.id === body.childId);
    if (!child || child.parent_id !== device.parentId) throw new MockHttpError(404, familyDeviceChildUnknownMessage);
    const code = parentMockState.pictureCodes.get(child.id);
    if (!code) {
      if (!child.opens_without_code) throw new MockHttpError(403, pictureCodeNeededMessage);
    } else {
      if (body.pictures.length === 0) throw new MockHttpError(400, wrongPictureCodeMessage);
      const key = `${device.id}:${child.id}`;
      const locked = countTry(key);
      if (locked) return locked;
      if (!sameCode(code, body.pictures)) throw new MockHttpError(400, wrongPictureCodeMessage);
      parentMockState.pictureTries.delete(key);
    }
    return childSession(child);
  }),
];
