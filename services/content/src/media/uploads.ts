import type { Logger } from '@young-minds/service-kit';
import { HttpError } from '@young-minds/service-kit';
import type { MediaStore, UploadedFile } from './index';

/** The file, or 400 with `message` (the field is named in `fields`). */
export function requireFile(file: UploadedFile | undefined, field: string, message: string): UploadedFile {
  if (!file) throw new HttpError(400, message, { fields: { [field]: message } });
  return file;
}

/**
 * After a row was updated or deleted: removes each old file that the row no longer points at.
 * The row is already committed, so a file that cannot be removed is logged (an orphan to sweep), not an error.
 */
export async function removeReplaced(
  media: MediaStore,
  log: Logger,
  pairs: [old: string | null, current: string | null][],
): Promise<void> {
  for (const [old, current] of pairs) {
    // No file before (optional files such as captions), or the row still points at it.
    if (old === null || old === current) continue;
    try {
      await media.remove(old);
    } catch (err) {
      log.warn(
        { url: old, err: err instanceof Error ? err.message : String(err) },
        'could not remove a replaced media file',
      );
    }
  }
}
