import { api } from '@young-minds/api-client';
import { type Video, videoEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The videos calls of the admin screens, typed and checked by the contracts. */

export function fetchVideos(query: PageQuery, signal: AbortSignal): Promise<PageResult<Video>> {
  return api.get(videoEndpoints.list.path, { query: { ...query }, signal, schema: videoEndpoints.list.response });
}

export function fetchVideo(id: string | number, signal: AbortSignal): Promise<Video> {
  return api.get(pathFor(videoEndpoints.get, { id }), { signal, schema: videoEndpoints.get.response });
}

export function deleteVideo(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(videoEndpoints.remove, { id }), { schema: videoEndpoints.remove.response });
}

export const uploadVideoPath = videoEndpoints.upload.path;
export const updateVideoPath = (id: number) => pathFor(videoEndpoints.update, { id });

/** Checks an upload's answer (`useUpload().send` hands back the body as it came). */
export function asVideo(body: unknown): Video {
  return videoEndpoints.get.response.parse(body);
}
