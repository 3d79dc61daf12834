import { api } from '@young-minds/api-client';
import { type FamilyClock, defaultFamilyClock, familyClockSchema, familyClockEndpoints } from '@young-minds/contracts';
import { type OfflineDb, offlineDb } from './db';

/**
 * The family's clock on the device: the child area reads it (`GET /api/family/settings`) whenever it reaches the
 * server and keeps it with the rest of the offline state, so learning time counted offline is put on the
 * family's day, the day the server reads it as. UTC and Monday until it was first read, as the services counted
 * before a family chose its zone.
 */
const metaKey = 'familyClock';

/** Reads the family's clock and keeps it on the device; never rejects (offline, it keeps the last one). */
export async function rememberFamilyClock(): Promise<void> {
  const opening = offlineDb();
  if (!opening) return;
  try {
    const clock = await api.call(familyClockEndpoints.getFamilyClock, {});
    await (await opening).put('meta', { timeZone: clock.timeZone, weekStartsOn: clock.weekStartsOn }, metaKey);
  } catch {
    // Offline or refused: the clock kept last time stays.
  }
}

/** The family's clock kept on the device (the default while none was read yet). */
export async function familyClockOnDevice(db: OfflineDb): Promise<FamilyClock> {
  const parsed = familyClockSchema.safeParse(await db.get('meta', metaKey));
  return parsed.success ? parsed.data : { ...defaultFamilyClock };
}
