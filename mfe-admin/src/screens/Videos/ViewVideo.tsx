import { useState } from 'react';
import { useParams } from '@young-minds/router';
import styled from 'styled-components';
import { endpoints } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import { ContentFlagDetails } from '../ContentFlags/ContentFlagFields';
import { ContentLanguageDetail } from '../ContentFlags/ContentLanguageField';
import { Details, FormActions, ItemLoadStatus, PageHeader, Panel, formatDate, mediaUrl, useItemOf } from '../../shared';
import { useVideoLoadStatus, videoPaths } from './VideoFields';

/** 95 → '1:35', 3725 → '1:02:05'; '…' until the player knows, 'Unknown' when it cannot tell (a live stream). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '…';
  if (!Number.isFinite(seconds) || seconds < 0) return messages.t('videos.durationUnknown');
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const Player = styled.video`
  display: block;
  width: 100%;
  max-height: 480px;
  margin-bottom: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: #000000;
`;

/** View Video: the video's details and its player (the duration comes from the file itself). */
export function ViewVideo() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const loaded = useItemOf(endpoints.videos.get, id);
  const video = loaded.item;
  const [duration, setDuration] = useState<number | null>(null);

  return (
    <>
      <PageHeader title={video ? video.title : t('videos.view')} />
      <Panel>
        <ItemLoadStatus state={loaded} {...useVideoLoadStatus()} />
        {video ? (
          <>
            <Player
              // Media controls keep their order in every language: the timeline runs left to right.
              dir="ltr"
              controls
              preload="metadata"
              src={mediaUrl(video.video_url)}
              poster={mediaUrl(video.thumbnail_url)}
              aria-label={video.title}
              onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
              onError={() => setDuration(Number.NaN)}
            />
            <Details>
              <dt>{t('videos.category')}</dt>
              <dd>{video.category}</dd>
              <dt>{t('videos.duration')}</dt>
              <dd>{formatDuration(duration)}</dd>
              <dt>{t('videos.description')}</dt>
              <dd>{video.description}</dd>
              <ContentFlagDetails item={video} />
              <ContentLanguageDetail language={video.language} />
              <dt>{t('list.uploadedOn')}</dt>
              <dd>{formatDate(video.created_at)}</dd>
            </Details>
            <FormActions>
              <ButtonLink to={videoPaths.edit(video.id)}>{t('list.edit')}</ButtonLink>
              <ButtonLink to={videoPaths.list} $variant="outline">
                {t('videos.back')}
              </ButtonLink>
            </FormActions>
          </>
        ) : null}
      </Panel>
    </>
  );
}
