import { api } from '@young-minds/api-client';
import { type Assignment, type Video, assignmentEndpoints, videoEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The assignments calls of the admin area, each answer checked against its contract. */

export function listAssignments({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Assignment>> {
  return api.get(pathFor(assignmentEndpoints.list), { query: { page, pageSize, search }, schema: assignmentEndpoints.list.response, signal });
}

export function getAssignment(id: string | number, signal?: AbortSignal): Promise<Assignment> {
  return api.get(pathFor(assignmentEndpoints.get, { id }), { schema: assignmentEndpoints.get.response, signal });
}

export function deleteAssignment(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(assignmentEndpoints.remove, { id }), { schema: assignmentEndpoints.remove.response });
}

/** Up to 100 videos (the most a page holds), for the 'Related Video (optional)' select. */
export async function listVideoOptions(signal?: AbortSignal): Promise<Video[]> {
  const { data } = await api.get(pathFor(videoEndpoints.list), { query: { page: 1, pageSize: 100 }, schema: videoEndpoints.list.response, signal });
  return data;
}

export function getVideo(id: number, signal?: AbortSignal): Promise<Video> {
  return api.get(pathFor(videoEndpoints.get, { id }), { schema: videoEndpoints.get.response, signal });
}

/** The spec's screen posts to '/api/assignments/' (trailing slash); the service accepts both. */
export const createAssignmentPath = `${pathFor(assignmentEndpoints.create)}/`;
export const updateAssignmentPath = (id: number | string) => pathFor(assignmentEndpoints.update, { id });

/** Checks an upload's answer (`useUpload().send` hands back the body as it came). */
export function asSavedAssignment(body: unknown): { message: string; assignment: Assignment } {
  return assignmentEndpoints.create.response.parse(body);
}
