import { maxPageSize, quizEndpoints } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { QuestionIcon } from '../../shared/icons';
import { LoadStatus, ScreenTitle, Tile, TileGrid } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

/** `/child/quiz`: the quizzes the child may take, as big tiles (those in the child's language first). */
export function Quizzes() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useLoaded([useEndpoint(quizEndpoints.list, { query: { pageSize: maxPageSize } })], (answer) => answer);
  return (
    <>
      <ScreenTitle text={t('quizzes.title')} />
      <LoadStatus loaded={loaded} loading={t('quizzes.loading')}>
        {(page) =>
          page.data.length === 0 ? (
            <p>{t('quizzes.empty')}</p>
          ) : (
            <TileGrid>
              {languageFirst(page.data).map((quiz) => (
                <Tile
                  key={quiz.id}
                  to={`/child/quiz/${quiz.id}`}
                  title={quiz.title}
                  picture={quiz.cover_image ?? undefined}
                  icon={<QuestionIcon />}
                  note={t('quizzes.questions', { count: quiz.questionCount })}
                  language={quiz.language}
                />
              ))}
            </TileGrid>
          )
        }
      </LoadStatus>
    </>
  );
}
