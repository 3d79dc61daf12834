import { call } from '@young-minds/api-client';
import { endpoints } from '@young-minds/contracts';
import type { LanguageChoice } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';

/** Loaded on the first pick of a logged-in user: the contracts (and zod) stay off the first paint. */
export async function saveLanguageToAccount(choice: LanguageChoice): Promise<void> {
  const preferences = await call(endpoints.auth.setPreferences, { body: choice });
  sessionStore.getState().updateUser({ preferences });
}
