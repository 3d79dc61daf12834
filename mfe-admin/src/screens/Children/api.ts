import { ApiError, api } from '@young-minds/api-client';
import { type Child, type UpdateChildRequest, authEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The child calls of Manage Children, each answer checked against its contract. */

export function fetchChildren({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Child>> {
  return api.get(authEndpoints.listChildren.path, { query: { page, pageSize, search }, schema: authEndpoints.listChildren.response, signal });
}

export function fetchChild(id: number, signal?: AbortSignal): Promise<Child> {
  return api.get(pathFor(authEndpoints.getChild, { id }), { schema: authEndpoints.getChild.response, signal });
}

export function updateChild(id: number, patch: UpdateChildRequest): Promise<Child> {
  return api.put(pathFor(authEndpoints.updateChild, { id }), patch, { schema: authEndpoints.updateChild.response });
}

export function deleteChild(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(authEndpoints.deleteChild, { id }), { schema: authEndpoints.deleteChild.response });
}

/** The lead text and, when the server said why, its reason ('Failed to delete child: Child not found.'). */
export function failureText(lead: string, error: unknown): string {
  if (error instanceof ApiError) return `${lead}: ${error.message}`;
  if (error instanceof Error && error.name === 'ZodError') return `${lead}: The server sent an unexpected answer.`;
  return lead;
}
