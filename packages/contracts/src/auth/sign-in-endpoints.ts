import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emailAddressRequestSchema, emailTokenRequestSchema, resetPasswordRequestSchema } from './email';
import { childPictureLoginRequestSchema, familyDeviceChildSchema } from './family-device';
import {
  checkPasswordSetRequestSchema,
  checkPasswordSetResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  setPasswordRequestSchema,
} from './sign-in-requests';
import { loginResponseSchema, sessionResponseSchema } from './users';

/**
 * The auth calls a visitor makes before they have a session: the public area's whole use of the auth service.
 * `authEndpoints` lists these same objects among the rest; the public area imports this table so its login page
 * builds only these schemas (building every auth schema cost ~60 ms on a slow phone's CPU).
 */
export const signInEndpoints = {
  login: defineEndpoint({
    id: 'auth.login',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/login',
    access: { roles: 'public' },
    body: loginRequestSchema,
    response: loginResponseSchema,
    summary: 'Log in with an email (or a child username) and password.',
  }),
  register: defineEndpoint({
    id: 'auth.register',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/register',
    access: { roles: 'public' },
    body: registerRequestSchema,
    response: sessionResponseSchema,
    successStatus: 201,
    summary:
      'Create a parent account. Nothing is charged: a plan is bought afterwards at the checkout ' +
      '(POST /api/subscriptions/subscribe with the total the parent confirmed).',
  }),
  checkPasswordSet: defineEndpoint({
    id: 'auth.checkPasswordSet',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/check-password-set',
    access: { roles: 'public' },
    body: checkPasswordSetRequestSchema,
    response: checkPasswordSetResponseSchema,
    summary: "Whether the platform still waits for the bootstrap admin's first password (same answer for every email).",
  }),
  setPassword: defineEndpoint({
    id: 'auth.setPassword',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/set-password',
    access: { roles: 'public' },
    body: setPasswordRequestSchema,
    response: messageResponseSchema,
    summary: 'Set the first password of the bootstrap admin (once), proven by the setup code from the start log.',
  }),
  forgotPassword: defineEndpoint({
    id: 'auth.forgotPassword',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: { roles: 'public' },
    body: emailAddressRequestSchema,
    response: messageResponseSchema,
    summary:
      'Email a link to choose a new password (good once, for an hour). The same answer for any address; rate-limited.',
  }),
  resetPassword: defineEndpoint({
    id: 'auth.resetPassword',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/reset-password',
    access: { roles: 'public' },
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
    summary: 'Choose a new password with the emailed token; every other session ends. A used or expired token: 400.',
  }),
  verifyEmail: defineEndpoint({
    id: 'auth.verifyEmail',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/verify-email',
    access: { roles: 'public' },
    body: emailTokenRequestSchema,
    response: messageResponseSchema,
    summary:
      "Confirm a parent's email address with the emailed token; records the parent's consent to the privacy notice.",
  }),
  requestSignInLink: defineEndpoint({
    id: 'auth.signInLink.request',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/sign-in-link',
    access: { roles: 'public' },
    body: emailAddressRequestSchema,
    response: messageResponseSchema,
    summary:
      'Email a one-time sign-in link (15 minutes) to the owner of a paused account. The same answer for any address.',
  }),
  signInWithLink: defineEndpoint({
    id: 'auth.signInLink.redeem',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/sign-in-link/redeem',
    access: { roles: 'public' },
    body: emailTokenRequestSchema,
    response: loginResponseSchema,
    summary: 'Log in with an emailed sign-in link (once); the device becomes a remembered one.',
  }),
  familyDeviceChildren: defineEndpoint({
    id: 'familyDevice.children',
    service: 'auth',
    method: 'GET',
    path: '/api/family-device/children',
    access: { roles: 'public' },
    response: z.array(familyDeviceChildSchema),
    summary:
      "The family's children as login tiles (id, name, avatar, hasPictureCode) for the device whose token is in `X-Family-Device`; 401 for a removed or unknown device.",
  }),
  childPictureLogin: defineEndpoint({
    id: 'auth.childPictureLogin',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/child-picture-login',
    access: { roles: 'public' },
    body: childPictureLoginRequestSchema,
    response: sessionResponseSchema,
    summary:
      'A child logs in on the family device with their three pictures (5 wrong tries lock that child on that device for 15 minutes); the session is a hand-off.',
  }),
};
