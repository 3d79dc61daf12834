import { safeLocalStorage } from './storage';

/**
 * The storage key of this browser's family-device mark (issue 32): the id of the device row and the token the
 * server answered once when a parent made this browser the family device. Account → Devices writes it, the login
 * screen reads it (the children as picture tiles); a 401 from the tiles or a removal from this device clears it.
 */
export const FAMILY_DEVICE_STORAGE_KEY = 'young-minds-family-device';

export interface FamilyDeviceMark {
  id: number;
  token: string;
}

/** This browser's family-device mark, or null when it is not the family device. */
export function familyDeviceMark(storage: Storage = safeLocalStorage()): FamilyDeviceMark | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAMILY_DEVICE_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, token } = parsed as Record<string, unknown>;
    return typeof id === 'number' && typeof token === 'string' && token ? { id, token } : null;
  } catch {
    return null;
  }
}

/** Keeps the mark (a parent made this browser the family device), or forgets it (null). */
export function keepFamilyDeviceMark(mark: FamilyDeviceMark | null, storage: Storage = safeLocalStorage()): void {
  try {
    if (mark) storage.setItem(FAMILY_DEVICE_STORAGE_KEY, JSON.stringify(mark));
    else storage.removeItem(FAMILY_DEVICE_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the browser is simply not the family device.
  }
}
