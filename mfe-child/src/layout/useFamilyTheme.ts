import { api } from '@young-minds/api-client';
import { familyThemeEndpoints } from '@young-minds/contracts';
import { themeStore } from '@young-minds/session';
import { useEffect } from 'react';

/** The family's theme as the parent chose it (a child may read it); until it answers, the device's theme stays. */
export function useFamilyTheme(): void {
  useEffect(() => {
    const controller = new AbortController();
    api.call(familyThemeEndpoints.getFamilyTheme, { signal: controller.signal }).then(
      (theme) => !controller.signal.aborted && themeStore.getState().setTheme(theme),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}
