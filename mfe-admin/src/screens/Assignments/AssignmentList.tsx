import type { Assignment } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import { ButtonLink, ConfirmDialog, DataTable, ListStatus, NoticeBanner, PageHeader, Pagination, RowActions, SearchBox, formatDate, serverText, useDeleteFlow, useNotice, usePagedList } from '../../shared';
import { deleteAssignment, listAssignments } from './api';
import { assignmentPaths } from './parts';

// The spec lists #, title, category, uploaded on and actions; the due date helps admins too.
const columns = ['#', 'Title', 'Category', 'Due Date', 'Uploaded On', 'Actions'] as const;

/** Manage Assignments: the server's assignments, ten a page, searchable by title, with View, Edit and Delete. */
export function AssignmentList() {
  const list = usePagedList(listAssignments);
  const { notice, show, clear } = useNotice();
  const deletion = useDeleteFlow({
    remove: (assignment: Assignment) => deleteAssignment(assignment.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => serverText(caught) ?? 'Failed to delete assignment',
    logAs: 'assignment delete',
  });

  const firstNumber = (list.page - 1) * list.pageSize + 1;

  return (
    <>
      <PageHeader title="Manage Assignments">
        <SearchBox value={list.search} onChange={list.setSearch} />
        <ButtonLink to={assignmentPaths.add}>Add Assignment</ButtonLink>
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <DataTable caption="Assignments" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch assignments"
          empty={list.items.length === 0}
          emptyText="No assignments found."
          loadingLabel="Loading assignments…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((assignment, index) => (
              <tr key={assignment.id}>
                <td>{firstNumber + index}</td>
                <td>{assignment.title}</td>
                <td>{assignment.category || '—'}</td>
                <td>{formatDate(assignment.dueDate)}</td>
                <td>{formatDate(assignment.created_at)}</td>
                <td>
                  <RowActions>
                    <ButtonLink to={assignmentPaths.view(assignment.id)} $variant="outline" $size="sm">
                      View
                    </ButtonLink>
                    <ButtonLink to={assignmentPaths.edit(assignment.id)} $variant="outline" $size="sm">
                      Edit
                    </ButtonLink>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(assignment)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="assignments" />
      <ConfirmDialog message="Are you sure you want to delete this assignment?" {...deletion.dialog} />
    </>
  );
}
