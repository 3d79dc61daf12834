import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { childAccountEndpoints } from './child';
import { familyDeviceEndpoints, handOffEndpoints, parentProfileEndpoints } from './family-endpoints';
import { familyClockEndpoints } from './family-clock';
import { familyThemeEndpoints } from './family-theme';
import { setPictureCodeRequestSchema, setPictureCodeResponseSchema } from './family-device';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { deleteAccountRequestSchema, parentProfileSchema, setParentPinRequestSchema } from './family';
import { familyExportSchema } from './family-export';
import { messageResponseSchema } from './sign-in-requests';
import { sessionEndpoints } from './session-endpoints';
import { signInEndpoints } from './sign-in-endpoints';
import {
  addChildRequestSchema,
  changePasswordRequestSchema,
  updateAdminProfileRequestSchema,
  updateChildRequestSchema,
  updateParentProfileRequestSchema,
} from './requests';
import { languagePreferencesSchema, setLanguagePreferencesRequestSchema } from './preferences';
import { adminProfileSchema, childSchema, parentSchema, sessionResponseSchema } from './users';

const everyone = { roles: ['admin', 'parent', 'child'] } as const;
const adminOnly = { roles: ['admin'] } as const;
const parentOnly = { roles: ['parent'] } as const;
const ownChild = { roles: ['parent'], ownership: 'ownChild' } as const;

/** Every call the auth service serves. The service mounts exactly these; the access-matrix test walks them. */
export const authEndpoints = {
  login: signInEndpoints.login,
  register: signInEndpoints.register,
  checkPasswordSet: signInEndpoints.checkPasswordSet,
  setPassword: signInEndpoints.setPassword,
  forgotPassword: signInEndpoints.forgotPassword,
  resetPassword: signInEndpoints.resetPassword,
  verifyEmail: signInEndpoints.verifyEmail,
  resendVerification: sessionEndpoints.resendVerification,
  requestSignInLink: signInEndpoints.requestSignInLink,
  signInWithLink: signInEndpoints.signInWithLink,
  me: sessionEndpoints.me,
  logout: sessionEndpoints.logout,
  setPreferences: defineEndpoint({
    id: 'auth.preferences.set',
    service: 'auth',
    method: 'PUT',
    path: '/api/auth/preferences',
    access: everyone,
    body: setLanguagePreferencesRequestSchema,
    response: languagePreferencesSchema,
    summary: 'Choose your interface language and digits; the choice follows your account to every device.',
  }),
  changePassword: defineEndpoint({
    id: 'auth.changePassword',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/change-password',
    access: everyone,
    body: changePasswordRequestSchema,
    response: sessionResponseSchema,
    summary: 'Change your password; earlier tokens stop working and a fresh one is returned.',
  }),
  getAdminProfile: defineEndpoint({
    id: 'admin.profile.get',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/profile',
    access: adminOnly,
    response: adminProfileSchema,
    summary: "The admin's own profile.",
  }),
  updateAdminProfile: defineEndpoint({
    id: 'admin.profile.update',
    service: 'auth',
    method: 'PUT',
    path: '/api/admin/profile',
    access: adminOnly,
    body: updateAdminProfileRequestSchema,
    /** A new password revokes earlier tokens, so the answer carries a fresh one. */
    response: adminProfileSchema.extend({ token: z.string().optional() }),
    summary: "Update the admin's name, email and (optionally) password.",
  }),
  listParents: defineEndpoint({
    id: 'admin.parents.list',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/parents',
    access: adminOnly,
    query: listQuerySchema,
    response: pageOf(parentSchema),
    summary: 'Every parent, newest first; search by name or email.',
  }),
  getParent: defineEndpoint({
    id: 'admin.parents.get',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/parents/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: parentSchema,
    summary: 'One parent.',
  }),
  deleteParent: defineEndpoint({
    id: 'admin.parents.delete',
    service: 'auth',
    method: 'DELETE',
    path: '/api/admin/parents/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: messageResponseSchema,
    summary: "Delete a parent with their children's accounts and their subscriptions.",
  }),
  listChildren: defineEndpoint({
    id: 'admin.children.list',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/children',
    access: adminOnly,
    query: listQuerySchema,
    response: pageOf(childSchema),
    summary: 'Every child, newest first, with the parent name; search by name, username or email.',
  }),
  getChild: defineEndpoint({
    id: 'admin.children.get',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/children/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: childSchema,
    summary: 'One child.',
  }),
  updateChild: defineEndpoint({
    id: 'admin.children.update',
    service: 'auth',
    method: 'PUT',
    path: '/api/admin/children/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: updateChildRequestSchema,
    response: childSchema,
    summary: "Edit a child's name, age, login or password.",
  }),
  deleteChild: defineEndpoint({
    id: 'admin.children.delete',
    service: 'auth',
    method: 'DELETE',
    path: '/api/admin/children/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: messageResponseSchema,
    summary: "Delete a child's account and their progress.",
  }),
  addChild: defineEndpoint({
    id: 'parent.children.add',
    service: 'auth',
    method: 'POST',
    path: '/api/parent/add-child',
    access: parentOnly,
    body: addChildRequestSchema,
    response: childSchema,
    successStatus: 201,
    summary: 'Add a child (at most 5 on the Pro plan) with the login the family chooses.',
  }),
  listOwnChildren: defineEndpoint({
    id: 'parent.children.list',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/children',
    access: parentOnly,
    response: z.object({ data: z.array(childSchema) }),
    summary: "The caller's own children.",
  }),
  getOwnChild: defineEndpoint({
    id: 'parent.children.get',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/children/:id',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: idParamsSchema,
    response: childSchema,
    summary: "One of the caller's own children.",
  }),
  updateOwnChild: defineEndpoint({
    id: 'parent.children.update',
    service: 'auth',
    method: 'PUT',
    path: '/api/parent/children/:id',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: idParamsSchema,
    body: updateChildRequestSchema,
    response: childSchema,
    summary: "Edit one of the caller's own children.",
  }),
  removeOwnChild: defineEndpoint({
    id: 'parent.children.remove',
    service: 'auth',
    method: 'DELETE',
    path: '/api/parent/children/:id',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: idParamsSchema,
    response: messageResponseSchema,
    summary: "Remove one of the caller's own children with all their data and files.",
  }),
  handOffToChild: handOffEndpoints.handOffToChild,
  returnToParent: handOffEndpoints.returnToParent,
  setParentPin: defineEndpoint({
    id: 'parent.pin.set',
    service: 'auth',
    method: 'PUT',
    path: '/api/parent/pin',
    access: parentOnly,
    body: setParentPinRequestSchema,
    response: messageResponseSchema.extend({ has_pin: z.boolean() }),
    summary: 'Set (4 digits) or remove (null) the PIN that takes a handed-over device back; asks the current password.',
  }),
  getParentProfile: parentProfileEndpoints.getParentProfile,
  updateParentProfile: defineEndpoint({
    id: 'parent.profile.update',
    service: 'auth',
    method: 'PUT',
    path: '/api/parent/profile',
    access: parentOnly,
    body: updateParentProfileRequestSchema,
    response: parentProfileSchema,
    summary: "Update the parent's name, email and phone.",
  }),
  getFamilyTheme: familyThemeEndpoints.getFamilyTheme,
  setFamilyTheme: familyThemeEndpoints.setFamilyTheme,
  /**
   * `/api/child` is shared (see `sharedAreas` in routes.ts): the child's account (`/api/child/avatar`) is this
   * service's, the child's learning calls (`/api/child/overview`, heartbeats) the content service's.
   */
  setOwnAvatar: childAccountEndpoints.setOwnAvatar,
  exportFamily: defineEndpoint({
    id: 'parent.export',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/export',
    access: parentOnly,
    response: familyExportSchema,
    summary:
      "Download the family's data as one JSON document (account, children, subscriptions, payments, progress, submissions).",
  }),
  deleteAccount: defineEndpoint({
    id: 'parent.account.delete',
    service: 'auth',
    method: 'DELETE',
    path: '/api/parent/account',
    access: parentOnly,
    body: deleteAccountRequestSchema,
    response: messageResponseSchema,
    summary: "Delete the parent's account with every row and file of the family; asks the password.",
  }),
  addFamilyDevice: familyDeviceEndpoints.addFamilyDevice,
  listFamilyDevices: familyDeviceEndpoints.listFamilyDevices,
  removeFamilyDevice: familyDeviceEndpoints.removeFamilyDevice,
  familyDeviceChildren: signInEndpoints.familyDeviceChildren,
  setPictureCode: defineEndpoint({
    id: 'parent.children.pictureCode',
    service: 'auth',
    method: 'PUT',
    path: '/api/parent/children/:id/picture-code',
    access: ownChild,
    params: idParamsSchema,
    body: setPictureCodeRequestSchema,
    response: setPictureCodeResponseSchema,
    summary: "Give one of the caller's children a code of three built-in pictures (null removes it).",
  }),
  childPictureLogin: signInEndpoints.childPictureLogin,
  getFamilyClock: familyClockEndpoints.getFamilyClock,
  setFamilyClock: familyClockEndpoints.setFamilyClock,
} as const;

export type AuthEndpoints = typeof authEndpoints;
