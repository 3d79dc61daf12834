import { ApiError, api } from '@young-minds/api-client';
import { type Parent, authEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The parent calls of Manage Parents, each answer checked against its contract. */

export function fetchParents({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Parent>> {
  return api.get(authEndpoints.listParents.path, { query: { page, pageSize, search }, schema: authEndpoints.listParents.response, signal });
}

export function fetchParent(id: number, signal?: AbortSignal): Promise<Parent> {
  return api.get(pathFor(authEndpoints.getParent, { id }), { schema: authEndpoints.getParent.response, signal });
}

export function deleteParent(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(authEndpoints.deleteParent, { id }), { schema: authEndpoints.deleteParent.response });
}

/** The lead text and, when the server said why, its reason ('Failed to delete parent: Parent not found.'). */
export function failureText(lead: string, error: unknown): string {
  if (error instanceof ApiError) return `${lead}: ${error.message}`;
  if (error instanceof Error && error.name === 'ZodError') return `${lead}: The server sent an unexpected answer.`;
  return lead;
}
