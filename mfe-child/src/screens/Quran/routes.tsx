import { Route } from '@young-minds/router';
import { screen } from '../../shared/kinds';

/** The Quran corner's paths (the list, one surah, revising, recording, the child's recordings). */
export const quranPaths = {
  home: '/child/quran',
  revise: '/child/quran/revise',
  recordings: '/child/quran/recordings',
  surah: (surah: number) => `/child/quran/${surah}`,
  record: (surah: number, from?: number, to?: number) =>
    `/child/quran/${surah}/record${from ? `?from=${from}&to=${to ?? from}` : ''}`,
} as const;

// Each screen's code (and the Quran font with it) loads when the screen is first shown.
const QuranHome = screen(() => import('./index'), 'QuranHome');
const SurahPage = screen(() => import('./Surah'), 'SurahPage');
const Revise = screen(() => import('./Revise'), 'Revise');
const RecordRecitation = screen(() => import('./Record'), 'RecordRecitation');
const MyRecordings = screen(() => import('./Recordings'), 'MyRecordings');

/** The corner's routes, relative to /child. */
export const quranRoutes = [
  <Route key="quran" path="quran" element={<QuranHome />} />,
  <Route key="quran-revise" path="quran/revise" element={<Revise />} />,
  <Route key="quran-recordings" path="quran/recordings" element={<MyRecordings />} />,
  <Route key="quran-surah" path="quran/:surah" element={<SurahPage />} />,
  <Route key="quran-record" path="quran/:surah/record" element={<RecordRecitation />} />,
];
