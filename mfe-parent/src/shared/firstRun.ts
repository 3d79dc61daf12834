import {
  type DashboardChild,
  familyDashboardEndpoints,
  familyDeviceEndpoints,
  parentProfileEndpoints,
} from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { useEndpoint } from '@young-minds/query';
import { useCallback, useState } from 'react';

/**
 * The first run's three steps (the welcome after the checkout): a first child, a parent PIN, and this device made
 * the family's or handed to a child. Each one is done from real data: the children and the PIN from the server,
 * the family device from `GET /api/parent/devices` (any device of the family), a hand-off from this device's
 * memory (handing over leaves no trace on the server). The welcome can be dismissed; the dismissal and the hand-off
 * are kept on this device, per parent.
 */
export type FirstRunStep = 'child' | 'pin' | 'device';
export const firstRunSteps: readonly FirstRunStep[] = ['child', 'pin', 'device'];

interface Remembered {
  dismissed?: boolean;
  handedOff?: boolean;
}

const storageKey = (parent: string) => `ym-first-run:${parent}`;

function remembered(parent: string | null): Remembered {
  if (!parent) return {};
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey(parent)) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function remember(parent: string, patch: Remembered): void {
  try {
    window.localStorage.setItem(storageKey(parent), JSON.stringify({ ...remembered(parent), ...patch }));
  } catch {
    // Storage refused (private mode): the welcome simply shows again next time.
  }
}

/** Who the remembered steps belong to on this device: the signed-in parent's email (or name). */
const parentKey = (user: { email: string | null; name: string } | null) => (user ? (user.email ?? user.name) : null);

/** Called by the hand-off: the device was handed to a child, so the welcome's last step is done on this device. */
export function rememberHandOff(parent: { email: string | null; name: string }): void {
  const key = parentKey(parent);
  if (key) remember(key, { handedOff: true });
}

interface FirstRun {
  /** False until the server answered the children and the PIN. */
  ready: boolean;
  done: Record<FirstRunStep, boolean>;
  remaining: number;
  children: DashboardChild[];
  dismissed: boolean;
  dismiss(): void;
}

/**
 * Where the first run stands. `askDevices: false` asks the family's devices only once the other two steps are done
 * (the dashboard needs only "any step left?"); the welcome asks at once to tick each step.
 */
export function useFirstRun({ askDevices = true }: { askDevices?: boolean } = {}): FirstRun {
  const user = useSession((state) => state.user);
  const parent = parentKey(user);
  const [local, setLocal] = useState(() => remembered(parent));
  // The dashboard's read (cached when the dashboard asked it): its children are the family's.
  const dashboard = useEndpoint(familyDashboardEndpoints.dashboard);
  const profile = useEndpoint(parentProfileEndpoints.getParentProfile);
  const childDone = (dashboard.data?.children.length ?? 0) > 0;
  const pinDone = profile.data?.has_pin ?? false;
  const devices = useEndpoint(familyDeviceEndpoints.listFamilyDevices, undefined, {
    enabled: !local.handedOff && (askDevices || (childDone && pinDone)),
  });
  // A failed devices call (none of the family's, or no answer) leaves the step to do.
  const deviceDone = Boolean(local.handedOff) || (devices.data?.length ?? 0) > 0;
  const done = { child: childDone, pin: pinDone, device: deviceDone };
  const dismiss = useCallback(() => {
    if (parent) remember(parent, { dismissed: true });
    setLocal((current) => ({ ...current, dismissed: true }));
  }, [parent]);
  return {
    ready: dashboard.isSuccess && profile.isSuccess,
    done,
    remaining: firstRunSteps.filter((step) => !done[step]).length,
    children: dashboard.data?.children ?? [],
    dismissed: Boolean(local.dismissed),
    dismiss,
  };
}
