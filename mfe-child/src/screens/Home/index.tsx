import { languageOfText } from '@young-minds/i18n';
import {
  type ContentLanguage,
  contentKindIds,
  maxPageSize,
  activityEndpoints,
  bookEndpoints,
  progressEndpoints,
  quizEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import type { ReactNode } from 'react';
import { type ChildMessageId, useChildT } from '../../messages';
import { DownloadIcon, PersonIcon, QuestionIcon } from '../../shared/icons';
import { kindLabels, kindLooks } from '../../shared/kinds';
import { activityKindIcons, activityTilePicture } from '../../shared/activityTiles';
import { LoadStatus, Tile, TileGrid, Title, byCategory } from '../../shared/parts';
import { Greeting } from '../../shared/pictures/Greeting';
import { useSpeakOnArrival } from '../../shared/voice';
import { Today } from './Today';
import { QuranIcon } from '../Quran/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

/** A video or book the child started and has not finished. */
interface Started {
  key: string;
  to: string;
  title: string;
  picture: string;
  kind: 'video' | 'book';
  language: ContentLanguage;
}

const startedTile = (
  kind: Started['kind'],
  row: { id: number; title: string; thumbnail_url: string; language: ContentLanguage },
): Started => ({
  key: `${kind}-${row.id}`,
  to: `/child/${kind}/${row.id}`,
  title: row.title,
  picture: row.thumbnail_url,
  kind,
  language: row.language,
});

/** How many of each kind's newest items 'New for you' considers, and how many it shows in all. */
const newCount = 4;
const newShown = 8;

/** A tile of 'New for you': a video, book, quiz or activity, with the category it is listed under. */
interface NewItem {
  key: string;
  to: string;
  title: string;
  picture?: string;
  icon?: ReactNode;
  note: ChildMessageId;
  category: string;
  createdAt: string;
  /** The item's own language, for its title's `lang` and `dir`. */
  language: ContentLanguage;
}

/**
 * `/child`: today's learning against the weekly goal and the stars, the way to videos, books, quizzes and
 * activities, 'Continue' (videos and books started and not finished, most recent first, with their pictures) and
 * 'New for you' (the newest videos, books, quizzes and activities, by category).
 */
export function Home() {
  const t = useChildT();
  const loaded = useLoaded(
    [
      useEndpoint(progressEndpoints.myItems, { query: { pageSize: maxPageSize } }),
      useEndpoint(videoEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(bookEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(quizEndpoints.list, { query: { pageSize: newCount } }),
      useEndpoint(activityEndpoints.childList, { query: { pageSize: newCount } }),
    ],
    (items, videos, books, quizzes, activities) => {
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
      // The newest of every kind together, newest first, under their categories (an item in several: its first).
      const newItems: NewItem[] = [
        ...videos.data.slice(0, newCount).map((video) => ({
          key: `video-${video.id}`,
          to: `/child/video/${video.id}`,
          title: video.title,
          picture: video.thumbnail_url,
          note: 'tile.video' as const,
          category: video.category,
          createdAt: video.created_at,
          language: video.language,
        })),
        ...books.data.slice(0, newCount).map((book) => ({
          key: `book-${book.id}`,
          to: `/child/book/${book.id}`,
          title: book.title,
          picture: book.thumbnail_url,
          note: 'tile.book' as const,
          category: book.category,
          createdAt: book.created_at,
          language: book.language,
        })),
        ...quizzes.data.map((quiz) => ({
          key: `quiz-${quiz.id}`,
          to: `/child/quiz/${quiz.id}`,
          title: quiz.title,
          picture: quiz.cover_image ?? undefined,
          icon: <QuestionIcon />,
          note: 'tile.quiz' as const,
          category: quiz.categories[0]?.name ?? quiz.category,
          createdAt: quiz.created_at,
          language: quiz.language,
        })),
        ...activities.data.map((activity) => ({
          key: `activity-${activity.id}`,
          to: `/child/activities/${activity.id}`,
          title: activity.title,
          picture: activityTilePicture(activity) ?? undefined,
          icon: activityKindIcons[activity.kind],
          note: 'tile.activity' as const,
          category: activity.categories[0]?.name ?? '',
          createdAt: activity.created_at,
          language: activity.language,
        })),
      ]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, newShown);
      return { started, newByCategory: byCategory(newItems) };
    },
  );
  useSpeakOnArrival(t('home.title'));
  return (
    <>
      <Greeting text={t('home.title')} />
      <Today />
      <TileGrid>
        {contentKindIds.map((kind) => (
          <Tile key={kind} to={kindLooks[kind].path} title={t(kindLabels(kind).home)} icon={kindLooks[kind].icon} />
        ))}
        <Tile to="/child/quran" title={t('quran.title')} icon={<QuranIcon />} />
        <Tile to="/child/profile" title={t('home.profile')} icon={<PersonIcon />} />
        <Tile to="/child/downloads" title={t('layout.myDownloads')} icon={<DownloadIcon />} />
      </TileGrid>
      <LoadStatus loaded={loaded} loading={t('home.loading')}>
        {({ started, newByCategory }) => (
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
                      note={t(kindLabels(item.kind).tile)}
                      language={item.language}
                    />
                  ))}
                </TileGrid>
              </section>
            ) : null}
            <section>
              <Title level={2} text={t('home.newForYou')} />
              {newByCategory.length === 0 ? <p>{t('home.nothingYet')}</p> : null}
              {newByCategory.map((group) => (
                <section key={group.category}>
                  {group.category ? (
                    <Title level={3} text={group.category} language={languageOfText(group.category)} />
                  ) : null}
                  <TileGrid>
                    {group.items.map((item) => (
                      <Tile
                        key={item.key}
                        to={item.to}
                        title={item.title}
                        picture={item.picture}
                        icon={item.icon}
                        note={t(item.note)}
                        language={item.language}
                      />
                    ))}
                  </TileGrid>
                </section>
              ))}
            </section>
          </>
        )}
      </LoadStatus>
    </>
  );
}
