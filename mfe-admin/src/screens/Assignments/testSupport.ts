import type { Assignment } from '@young-minds/contracts';
import { testFile } from '../../testing';

export const worksheetPdf = () => testFile('tajweed-worksheet.pdf', 'application/pdf', '%PDF-1.4\n% a worksheet\n');

/** A stored assignment for list tests (paging, ordering). */
export function extraAssignment(id: number, title: string, createdAt: string): Assignment {
  return {
    id,
    title,
    description: `About ${title}`,
    category: 'Quran',
    categories: [{ id: 3, name: 'Quran' }],
    age_band: 'all',
    music_free: false,
    language: 'en',
    created_at: createdAt,
    video: null,
    dueDate: '2027-01-15',
    fileUrl: `/media/assignments/extra-${id}.pdf`,
  };
}
