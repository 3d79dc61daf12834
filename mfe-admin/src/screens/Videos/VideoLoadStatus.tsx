import { ItemLoadStatus, type ItemLoadStatusProps } from '../../shared';

/** Loading, 'Video not found.' or another failure, with the way back; null once the video is there. */
export function VideoLoadStatus({ state }: Pick<ItemLoadStatusProps, 'state'>) {
  return (
    <ItemLoadStatus
      state={state}
      loadingLabel="Loading the video…"
      notFound="Video not found."
      failure={(error) => `Failed to load the video. ${error}`}
      back={{ to: '/admin/videos', label: 'Back to videos' }}
    />
  );
}
