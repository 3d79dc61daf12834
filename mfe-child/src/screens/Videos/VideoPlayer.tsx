import { type Video, completionRules, maxPageSize, progressEndpoints, videoEndpoints } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { DownloadButton, WhenOnDevice } from '../../offline/DownloadButton';
import { recordProgress } from '../../offline/send';
import { latestPlace } from '../../offline/places';
import { Celebration } from '../../shared/Celebration';
import { SpeakButton, languageOf } from '../../shared/voice';
import { LoadStatus, Title } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemCheck } from '../../shared/ItemCheck';

/** Seconds between two saves of the position while the video plays. */
export const saveEverySeconds = 10;
/** The share of a video that counts as watched (the server checks a "watched" claim by the same rule). */
export const watchedShare = completionRules.videoWatchedShare;

const Screen = styled.video`
  display: block;
  inline-size: 100%;
  max-block-size: 70vh;
  border-radius: ${tokens.radius.lg};
  background: #000;
`;

const About = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

const Done = styled.div`
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
`;

const Back = styled(ButtonLink)`
  min-height: 64px;
  display: inline-flex;
  align-items: center;
  font-size: ${tokens.font.size.lg};
`;

function Player({ video, savedSeconds }: { video: Video; savedSeconds: number }) {
  const t = useChildT();
  const element = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(savedSeconds);
  // Where the player was last seen: on leaving the screen the element is already gone.
  const seen = useRef({ time: savedSeconds, duration: 0 });
  const completed = useRef(false);
  const [watched, setWatched] = useState(false);
  // The admin's WebVTT file, when there is one.
  const captions = video.captions_url;

  /** Sends where the child is; `keepalive` when the page is going away, so the save outlives it. */
  const save = useCallback(
    (keepalive = false) => {
      const player = element.current;
      if (player && Number.isFinite(player.currentTime))
        seen.current = { time: player.currentTime, duration: player.duration || 0 };
      const { time, duration } = seen.current;
      const position = Math.floor(time);
      const reachedEnd = duration > 0 && time / duration >= watchedShare;
      const newlyCompleted = reachedEnd && !completed.current;
      if (position === lastSaved.current && !newlyCompleted) return;
      lastSaved.current = position;
      if (newlyCompleted) {
        completed.current = true;
        setWatched(true);
      }
      void recordProgress(
        {
          contentType: 'video',
          contentId: video.id,
          positionSeconds: position,
          ...(reachedEnd ? { completed: true } : {}),
        },
        { keepalive, title: video.title },
      );
    },
    [video.id, video.title],
  );

  useEffect(() => {
    const onPageHide = () => save(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the player inside the area saves too.
      save(true);
    };
  }, [save]);

  return (
    <>
      <Screen
        ref={element}
        data-testid="video-player"
        // Media controls keep their order in every language: the timeline runs left to right.
        dir="ltr"
        controls
        playsInline
        preload="metadata"
        poster={video.thumbnail_url}
        src={video.video_url}
        crossOrigin={captions ? 'anonymous' : undefined}
        onLoadedMetadata={(event) => {
          const player = event.currentTarget;
          // Resume where the child left, unless that was the very end.
          if (savedSeconds > 0 && !(player.duration > 0 && savedSeconds >= player.duration - 2))
            player.currentTime = savedSeconds;
        }}
        onTimeUpdate={(event) => {
          const player = event.currentTarget;
          const reachedEnd = player.duration > 0 && player.currentTime / player.duration >= watchedShare;
          if (
            Math.abs(player.currentTime - lastSaved.current) >= saveEverySeconds ||
            (reachedEnd && !completed.current)
          )
            save();
        }}
        onPause={() => save()}
        onEnded={() => save()}
      >
        {captions ? (
          <track
            kind="captions"
            src={captions}
            // The video carries no language of its own: its title's script tells (Arabic or English).
            srcLang={languageOf(video.title)}
            label={t('player.captions')}
            default
          />
        ) : null}
      </Screen>
      {watched ? (
        <Done role="status">
          <Celebration stars={3} />
          {t('player.watched')}
        </Done>
      ) : null}
    </>
  );
}

/** `/child/video/:videoId`: the player, resuming at the saved position; watched at 90 %. */
export function VideoPlayer() {
  const t = useChildT();
  const videoId = useRouteItem('video', 'videoId');
  const loaded = useLoaded(
    [
      useEndpoint(videoEndpoints.get, { params: { id: videoId } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'video', pageSize: maxPageSize } }),
    ],
    (video, items) => {
      const saved = items.data.find((item) => item.contentId === videoId);
      return { video, savedSeconds: latestPlace('video', videoId, saved).positionSeconds ?? 0 };
    },
  );
  return (
    <LoadStatus loaded={loaded} loading={t('player.loading')}>
      {({ video, savedSeconds }) => (
        <>
          <Title text={video.title} language={video.language} />
          <ItemCheck kind="video" item={video} />
          <WhenOnDevice kind="video" contentId={video.id}>
            <Player video={video} savedSeconds={savedSeconds} />
          </WhenOnDevice>
          <DownloadButton kind="video" contentId={video.id} />
          {video.description ? (
            <About>
              <p>{video.description}</p>
              <SpeakButton text={video.description} language={video.language} />
            </About>
          ) : null}
          <Back to="/child/video" $variant="outline">
            {t('player.allVideos')}
          </Back>
        </>
      )}
    </LoadStatus>
  );
}
