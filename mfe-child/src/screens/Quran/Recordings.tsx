import { formatDate } from '@young-minds/i18n';
import { type ChildRecitation, maxPageSize, childRecitationEndpoints } from '@young-minds/contracts';
import { useEndpoint, useLoaded, useQueryClient } from '@young-minds/query';
import { tokens } from '@young-minds/ui';
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { BigLink, LoadStatus, ScreenTitle, cardLook } from '../../shared/parts';
import { SpeakButton } from '../../shared/voice';
import { Stars } from './parts';
import { type WaitingRecording, startSendingWaiting, useWaitingRecordings } from './outbox';
import { quranPaths } from './routes';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
`;

const Item = styled.li`
  ${cardLook}
  display: grid;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
  audio {
    inline-size: 100%;
  }
  .answer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm};
    border-radius: ${tokens.radius.md};
    background: #fff1c9;
    font-weight: 700;
  }
  .waiting {
    font-weight: 800;
    color: ${tokens.color.muted};
  }
`;

const dateOptions = { day: 'numeric', month: 'long' } as const;

/** Which ayahs: "Al-Ikhlas, ayah 2" or "Al-Ikhlas, ayahs 1–4". */
function useWhich() {
  const t = useChildT();
  return (recording: { surahName: string; ayahFrom: number; ayahTo: number }) =>
    recording.ayahFrom === recording.ayahTo
      ? t('quran.recordingOne', { surah: recording.surahName, number: recording.ayahFrom })
      : t('quran.recordingRange', { surah: recording.surahName, from: recording.ayahFrom, to: recording.ayahTo });
}

/** A recording the server has, with the parent's stars and comment (read aloud on a tap) when they answered. */
function Sent({ recording }: { recording: ChildRecitation }) {
  const t = useChildT();
  const which = useWhich()(recording);
  const { review } = recording;
  const answer = review
    ? review.comment
      ? t('quran.parentAnswer', { count: review.stars, comment: review.comment })
      : t('quran.parentStars', { count: review.stars })
    : null;
  return (
    <Item>
      <h2>{which}</h2>
      <p>{formatDate(recording.recordedAt, dateOptions)}</p>
      <audio controls preload="none" src={recording.url} aria-label={t('quran.listenTo', { which })}>
        <track kind="captions" />
      </audio>
      {review && answer ? (
        <div className="answer">
          <Stars count={review.stars} label={t('quran.parentStars', { count: review.stars })} />
          {review.comment ? <p dir="auto">{review.comment}</p> : null}
          <SpeakButton text={answer} />
        </div>
      ) : (
        <p>{t('quran.notHeardYet')}</p>
      )}
    </Item>
  );
}

/** A recording still on this device: it can be heard, and it goes when the connection is back. */
function Waiting({ recording }: { recording: WaitingRecording }) {
  const t = useChildT();
  const which = useWhich()(recording);
  const url = useMemo(
    () =>
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(new Blob([recording.bytes], { type: recording.type }))
        : null,
    [recording],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Item>
      <h2>{which}</h2>
      <p className="waiting">{t('quran.waitingToSend')}</p>
      {url ? (
        <audio controls src={url} aria-label={t('quran.listenTo', { which })}>
          <track kind="captions" />
        </audio>
      ) : null}
    </Item>
  );
}

/**
 * `/child/quran/recordings`: the child's recordings, newest first, with what the parent said (stars and comment,
 * read aloud by the area's voice on a tap); those still on the device say they are waiting to be sent.
 */
export function MyRecordings() {
  const t = useChildT();
  const waiting = useWaitingRecordings();
  const loaded = useLoaded(
    [useEndpoint(childRecitationEndpoints.mine, { query: { pageSize: maxPageSize } })],
    (page) => page.data,
  );
  useEffect(() => startSendingWaiting(), []);
  // A recording that was waiting has gone to the server: the list shows it from there now.
  const client = useQueryClient();
  const waitingCount = waiting.length;
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [childRecitationEndpoints.mine.id] });
  }, [client, waitingCount]);
  return (
    <>
      <ScreenTitle text={t('quran.myRecordings')} />
      {waiting.length > 0 ? (
        <List aria-label={t('quran.waitingToSend')}>
          {[...waiting].reverse().map((recording) => (
            <Waiting key={recording.id} recording={recording} />
          ))}
        </List>
      ) : null}
      <LoadStatus loaded={loaded} loading={t('quran.loading')}>
        {(recordings) =>
          recordings.length === 0 && waiting.length === 0 ? (
            <p>{t('quran.noRecordings')}</p>
          ) : (
            <List aria-label={t('quran.myRecordings')}>
              {recordings.map((recording) => (
                <Sent key={recording.id} recording={recording} />
              ))}
            </List>
          )
        }
      </LoadStatus>
      <p>
        <BigLink to={quranPaths.home} $variant="outline">
          {t('quran.backToCorner')}
        </BigLink>
      </p>
    </>
  );
}
