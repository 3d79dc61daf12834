import { api } from '@young-minds/api-client';
import { familyThemeEndpoints } from '@young-minds/contracts';
import { themeStore } from '@young-minds/session';
import { useEffect } from 'react';

/**
 * The family's theme lives on the server so it follows the family to every device: the area reads it once when
 * it opens and puts it in the session's theme store (the shell and the child area read the same store). Until it
 * answers, and if it fails, the theme kept on this device stays.
 */
export function useFamilyTheme(): void {
  useEffect(() => {
    const controller = new AbortController();
    api.call(familyThemeEndpoints.getFamilyTheme, { signal: controller.signal }).then(
      (theme) => {
        if (!controller.signal.aborted) themeStore.getState().setTheme(theme);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}
