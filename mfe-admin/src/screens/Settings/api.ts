import { api } from '@young-minds/api-client';
import { type AdminProfile, authEndpoints, updateAdminProfileRequestSchema } from '@young-minds/contracts';

/** The admin's own profile, each answer checked against its contract. */

export type ProfileUpdate = ReturnType<typeof updateAdminProfileRequestSchema.parse>;
/** The saved profile; `token` only when the password changed (earlier tokens stop working). */
export type SavedProfile = ReturnType<typeof authEndpoints.updateAdminProfile.response.parse>;

export function fetchProfile(signal?: AbortSignal): Promise<AdminProfile> {
  return api.get(authEndpoints.getAdminProfile.path, { schema: authEndpoints.getAdminProfile.response, signal });
}

export function saveProfile(update: ProfileUpdate): Promise<SavedProfile> {
  return api.put(authEndpoints.updateAdminProfile.path, update, { schema: authEndpoints.updateAdminProfile.response });
}
