import type { QuizSummary } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import { ButtonLink, ConfirmDialog, DataTable, ListStatus, NoticeBanner, PageHeader, Pagination, RowActions, SearchBox, formatDate, serverText, useDeleteFlow, useNotice, usePagedList } from '../../shared';
import { deleteQuiz, listQuizzes } from './api';
import { quizPaths } from './parts';

const columns = ['#', 'Quiz Title', 'Category', 'Total Questions', 'Created On', 'Actions'] as const;

/** Manage Quizzes: the server's quizzes, ten a page, searchable by title, with View, Edit and Delete. */
export function QuizList() {
  const list = usePagedList(listQuizzes);
  const { notice, show, clear } = useNotice();
  const deletion = useDeleteFlow({
    remove: (quiz: QuizSummary) => deleteQuiz(quiz.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => serverText(caught) ?? 'Failed to delete quiz',
  });

  const firstNumber = (list.page - 1) * list.pageSize + 1;

  return (
    <>
      <PageHeader title="Manage Quizzes">
        <SearchBox value={list.search} onChange={list.setSearch} />
        <ButtonLink to={quizPaths.add}>Add Quiz</ButtonLink>
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <DataTable caption="Quizzes" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch quizzes"
          empty={list.items.length === 0}
          emptyText="No quizzes found."
          loadingLabel="Loading quizzes…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((quiz, index) => (
              <tr key={quiz.id}>
                <td>{firstNumber + index}</td>
                <td>{quiz.title}</td>
                <td>{quiz.category || '—'}</td>
                <td>{quiz.questionCount}</td>
                <td>{formatDate(quiz.created_at)}</td>
                <td>
                  <RowActions>
                    <ButtonLink to={quizPaths.view(quiz.id)} $variant="outline" $size="sm">
                      View
                    </ButtonLink>
                    <ButtonLink to={quizPaths.edit(quiz.id)} $variant="outline" $size="sm">
                      Edit
                    </ButtonLink>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(quiz)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="quizzes" />
      <ConfirmDialog message="Are you sure you want to delete this quiz?" {...deletion.dialog} />
    </>
  );
}
