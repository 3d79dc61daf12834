import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

/**
 * Runtime plugin: every failure to load a remote (manifest, remoteEntry, the exposed module) is reported here
 * and logged once with the remote's name. It returns nothing, so the error reaches the area's error boundary,
 * which shows the friendly message and the Retry button (see RemoteArea).
 */
export function remoteFailurePlugin(
  report: (failure: RemoteFailure) => void = logFailure,
): ModuleFederationRuntimePlugin {
  return {
    name: 'young-minds-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      report({ id, lifecycle, error });
      return undefined;
    },
  };
}

function logFailure({ id, lifecycle, error }: RemoteFailure): void {
  console.warn(`[young-minds] remote "${id}" failed to load (${lifecycle}):`, error);
}
