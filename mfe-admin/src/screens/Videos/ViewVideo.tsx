import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@young-minds/ui';
import { ButtonLink, Details, FormActions, PageHeader, Panel, formatDate, mediaUrl, useItem } from '../../shared';
import { fetchVideo } from './api';
import { VideoLoadStatus } from './VideoLoadStatus';

/** 95 → '1:35', 3725 → '1:02:05'; '…' until the player knows, 'Unknown' when it cannot tell (a live stream). */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '…';
  if (!Number.isFinite(seconds) || seconds < 0) return 'Unknown';
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
  const { id = '' } = useParams();
  const loaded = useItem((signal) => fetchVideo(id, signal), id);
  const video = loaded.item;
  const [duration, setDuration] = useState<number | null>(null);

  return (
    <>
      <PageHeader title={video ? video.title : 'View Video'} />
      <Panel>
        <VideoLoadStatus state={loaded} />
        {video ? (
          <>
            <Player
              controls
              preload="metadata"
              src={mediaUrl(video.video_url)}
              poster={mediaUrl(video.thumbnail_url)}
              aria-label={video.title}
              onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
              onError={() => setDuration(Number.NaN)}
            />
            <Details>
              <dt>Category</dt>
              <dd>{video.category}</dd>
              <dt>Duration</dt>
              <dd>{formatDuration(duration)}</dd>
              <dt>Description</dt>
              <dd>{video.description}</dd>
              <dt>Uploaded On</dt>
              <dd>{formatDate(video.created_at)}</dd>
            </Details>
            <FormActions>
              <ButtonLink to={`/admin/manage-videos/edit/${video.id}`}>Edit</ButtonLink>
              <ButtonLink to="/admin/videos" $variant="outline">
                Back to videos
              </ButtonLink>
            </FormActions>
          </>
        ) : null}
      </Panel>
    </>
  );
}
