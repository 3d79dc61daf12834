import { maxPageSize, childRecitationEndpoints, hifzEndpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { Link } from '@young-minds/router';
import { useParentT } from '../../../messages';
import { hifzTotals } from './hifzTotals';

/**
 * A child's Quran corner on their dashboard card: 'Quran: 12 ayahs memorised · 3 to revise today' and the
 * recordings waiting for an answer (a link to the child's page, where they are answered). Two light reads per
 * child; while they load, or when they fail, the line is left out rather than holding up the card.
 */
export function QuranCardLine({ childId }: { childId: number }) {
  const t = useParentT();
  const map = useEndpoint(hifzEndpoints.childMap, { params: { id: childId } });
  // Recordings are deleted after 90 days unless kept, so one full page holds all but the rarest family's.
  const recordings = useEndpoint(childRecitationEndpoints.ofChild, {
    params: { id: childId },
    query: { page: 1, pageSize: maxPageSize },
  });
  const waiting = recordings.data?.data.filter((recording) => recording.review === null).length ?? 0;
  return (
    <>
      {map.data ? (
        <p>{map.data.surahs.length === 0 ? t('quran.card.notStarted') : t('quran.card.hifz', hifzTotals(map.data))}</p>
      ) : null}
      {waiting > 0 ? (
        <p>
          <Link to={`/parent/children/${childId}`}>{t('quran.card.waiting', { count: waiting })}</Link>
        </p>
      ) : null}
    </>
  );
}
