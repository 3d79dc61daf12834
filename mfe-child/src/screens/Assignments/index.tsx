import { maxPageSize, assignmentEndpoints, progressEndpoints } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { WorksheetIcon } from '../../shared/icons';
import { LoadStatus, ScreenTitle, Tile, TileGrid } from '../../shared/parts';
import { DueNote } from './due';
import { useEndpoint, useLoaded } from '@young-minds/query';

/**
 * `/child/assignments`: the worksheets, those in the child's language first, each part soonest due first, each with
 * its due date in words and colour.
 */
export function Assignments() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useLoaded(
    [
      useEndpoint(assignmentEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'assignment', pageSize: maxPageSize } }),
    ],
    (assignments, items) => {
      // Handing work in marks the worksheet completed in the child's progress.
      const handedIn = new Set(items.data.filter((item) => item.completed).map((item) => item.contentId));
      return assignments.data
        .map((assignment) => ({ assignment, language: assignment.language, handedIn: handedIn.has(assignment.id) }))
        .sort(
          (a, b) => Number(a.handedIn) - Number(b.handedIn) || a.assignment.dueDate.localeCompare(b.assignment.dueDate),
        );
    },
  );
  return (
    <>
      <ScreenTitle text={t('assignments.title')} />
      <LoadStatus loaded={loaded} loading={t('assignments.loading')}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('assignments.empty')}</p>
          ) : (
            <TileGrid>
              {languageFirst(rows).map(({ assignment, handedIn }) => (
                <Tile
                  key={assignment.id}
                  to={`/child/assignments/${assignment.id}`}
                  title={assignment.title}
                  picture={assignment.cover_image ?? undefined}
                  icon={<WorksheetIcon />}
                  note={<DueNote dueDate={assignment.dueDate} handedIn={handedIn} />}
                  language={assignment.language}
                />
              ))}
            </TileGrid>
          )
        }
      </LoadStatus>
    </>
  );
}
