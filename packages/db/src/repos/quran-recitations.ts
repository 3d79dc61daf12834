import type { QuranRecitationModel } from '../models';
import type { RepoContext } from './context';
import { type Row, type WriteResult, findRow, findRows } from './rows';

/** A surah's recitation as stored: its file, who recites it and under which licence, each ayah's start. */
export interface QuranRecitationRecord {
  surah: number;
  /** '/media/audio/…' (served through signed links). */
  audioUrl: string;
  reciter: string;
  licence: string;
  /** Each ayah's start in seconds, one per ayah. */
  ayahStarts: number[];
  updatedAt: Date;
}

/** What an admin saves: a new file (`audioUrl`), or none to keep the stored one and change the rest. */
export interface QuranRecitationChange {
  audioUrl?: string | undefined;
  reciter: string;
  licence: string;
  ayahStarts: readonly number[];
  uploadedBy: number | null;
}

/** Saved; `previous` is the file a new one replaced (the caller deletes it), null when none was replaced. */
export type QuranRecitationSaveResult = WriteResult<
  { recitation: QuranRecitationRecord; previous: string | null },
  'audioRequired'
>;
export type QuranRecitationRemoveResult = WriteResult<{ recitation: QuranRecitationRecord }, 'noRecitation'>;

/** The stored JSON list, read defensively: anything but a list of numbers reads as no starts. */
function startsOf(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every((start) => typeof start === 'number') ? value : [];
  } catch {
    return [];
  }
}

const attributes = ['surah', 'audioUrl', 'reciter', 'licence', 'ayahStarts', 'updatedAt'] as const;

const toRecord = (row: Pick<Row<QuranRecitationModel>, (typeof attributes)[number]>): QuranRecitationRecord => ({
  ...row,
  ayahStarts: startsOf(row.ayahStarts),
});

/**
 * The Quran corner's recitations (issue 36), one per surah. The text itself is not in the database (it is the
 * `@young-minds/quran` package's), so the surah number is not checked here: the service knows which it serves.
 */
export function createQuranRecitationsRepo({ models, writeTransaction }: RepoContext) {
  const { QuranRecitation } = models;

  return {
    /** Every recitation, by surah. */
    async list(): Promise<QuranRecitationRecord[]> {
      const rows = await findRows(QuranRecitation, { attributes: [...attributes], order: [['surah', 'ASC']] });
      return rows.map(toRecord);
    },

    /** The surah's recitation, or null when it has none. */
    async findBySurah(surah: number): Promise<QuranRecitationRecord | null> {
      const row = await findRow(QuranRecitation, { where: { surah }, attributes: [...attributes] });
      return row ? toRecord(row) : null;
    },

    /**
     * Saves a surah's recitation: a first one needs its file ('audioRequired' otherwise); a later one keeps the
     * stored file unless a new one comes, whose predecessor is answered as `previous`.
     */
    save(surah: number, change: QuranRecitationChange): Promise<QuranRecitationSaveResult> {
      return writeTransaction(async (transaction): Promise<QuranRecitationSaveResult> => {
        const existing = await findRow(QuranRecitation, { where: { surah }, attributes: ['audioUrl'], transaction });
        const audioUrl = change.audioUrl ?? existing?.audioUrl;
        if (!audioUrl) return { ok: false, reason: 'audioRequired' };
        const values = {
          audioUrl,
          reciter: change.reciter,
          licence: change.licence,
          ayahStarts: JSON.stringify(change.ayahStarts),
          uploadedBy: change.uploadedBy,
        };
        if (existing) await QuranRecitation.update(values, { where: { surah }, transaction });
        else await QuranRecitation.create({ surah, ...values }, { transaction });
        const saved = await findRow(QuranRecitation, { where: { surah }, attributes: [...attributes], transaction });
        const replaced = existing && existing.audioUrl !== audioUrl ? existing.audioUrl : null;
        return { ok: true, recitation: toRecord(saved!), previous: replaced };
      });
    },

    /** Deletes a surah's recitation; answers it (its file is the caller's to delete). */
    remove(surah: number): Promise<QuranRecitationRemoveResult> {
      return writeTransaction(async (transaction): Promise<QuranRecitationRemoveResult> => {
        const existing = await findRow(QuranRecitation, { where: { surah }, attributes: [...attributes], transaction });
        if (!existing) return { ok: false, reason: 'noRecitation' };
        await QuranRecitation.destroy({ where: { surah }, transaction });
        return { ok: true, recitation: toRecord(existing) };
      });
    },
  };
}

export type QuranRecitationsRepo = ReturnType<typeof createQuranRecitationsRepo>;
