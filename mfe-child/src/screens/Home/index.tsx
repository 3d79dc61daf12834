import { api } from '@young-minds/api-client';
import { endpoints, maxPageSize } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useContent } from '../../shared/gate';
import { BookIcon, PersonIcon, PlayIcon, QuestionIcon, WorksheetIcon } from '../../shared/icons';
import { LoadStatus, Tile, TileGrid, Title } from '../../shared/parts';
import { Today } from './Today';

/** A video or book the child started and has not finished. */
interface Started {
  key: string;
  to: string;
  title: string;
  picture: string;
  kind: 'video' | 'book';
}

const startedTile = (kind: Started['kind'], row: { id: number; title: string; thumbnail_url: string }): Started => ({
  key: `${kind}-${row.id}`,
  to: `/child/${kind}/${row.id}`,
  title: row.title,
  picture: row.thumbnail_url,
  kind,
});

/** How many new videos and quizzes 'New for you' shows. */
const newCount = 4;

/**
 * `/child`: today's learning against the weekly goal and the stars, the way to videos and quizzes, 'Continue' (videos and books started and not finished, most recent
 * first, with their pictures) and 'New for you' (the newest videos and quizzes).
 */
export function Home() {
  const t = useChildT();
  const loaded = useContent(async (signal) => {
    const [items, videos, books, quizzes] = await Promise.all([
      api.call(endpoints.progress.myItems, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.videos.list, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.books.list, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.quizzes.list, { query: { pageSize: newCount }, signal }),
    ]);
    const videoById = new Map(videos.data.map((video) => [video.id, video]));
    const bookById = new Map(books.data.map((book) => [book.id, book]));
    // Most recent first (as the items come); a book opens at its bookmark, a video at its position.
    const started = items.data.flatMap((item): Started[] => {
      if (item.completed) return [];
      const video = item.contentType === 'video' && (item.positionSeconds ?? 0) > 0 && videoById.get(item.contentId);
      if (video) return [startedTile('video', video)];
      const book = item.contentType === 'book' && item.bookmark !== null && bookById.get(item.contentId);
      return book ? [startedTile('book', book)] : [];
    });
    return { started, newVideos: videos.data.slice(0, newCount), newQuizzes: quizzes.data };
  }, 'home');
  return (
    <>
      <Title text={t('home.title')} />
      <Today />
      <TileGrid>
        <Tile to="/child/video" title={t('home.videos')} icon={<PlayIcon />} />
        <Tile to="/child/book" title={t('home.books')} icon={<BookIcon />} />
        <Tile to="/child/quiz" title={t('home.quizzes')} icon={<QuestionIcon />} />
        <Tile to="/child/assignments" title={t('home.assignments')} icon={<WorksheetIcon />} />
        <Tile to="/child/profile" title={t('home.profile')} icon={<PersonIcon />} />
      </TileGrid>
      <LoadStatus loaded={loaded} loading={t('home.loading')}>
        {({ started, newVideos, newQuizzes }) => (
          <>
            {started.length > 0 ? (
              <section>
                <Title level={2} text={t('home.continue')} />
                <TileGrid>
                  {started.map((item) => (
                    <Tile
                      key={item.key}
                      to={item.to}
                      title={item.title}
                      picture={item.picture}
                      note={t(item.kind === 'book' ? 'tile.book' : 'tile.video')}
                    />
                  ))}
                </TileGrid>
              </section>
            ) : null}
            <section>
              <Title level={2} text={t('home.newForYou')} />
              {newVideos.length + newQuizzes.length === 0 ? (
                <p>{t('home.nothingYet')}</p>
              ) : (
                <TileGrid>
                  {newVideos.map((video) => (
                    <Tile
                      key={`video-${video.id}`}
                      to={`/child/video/${video.id}`}
                      title={video.title}
                      picture={video.thumbnail_url}
                      note={t('tile.video')}
                    />
                  ))}
                  {newQuizzes.map((quiz) => (
                    <Tile
                      key={`quiz-${quiz.id}`}
                      to={`/child/quiz/${quiz.id}`}
                      title={quiz.title}
                      icon={<QuestionIcon />}
                      note={t('tile.quiz')}
                    />
                  ))}
                </TileGrid>
              )}
            </section>
          </>
        )}
      </LoadStatus>
    </>
  );
}
