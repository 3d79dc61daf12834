import type { Book } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import { ButtonLink, ConfirmDialog, DataTable, ListStatus, NoticeBanner, PageHeader, Pagination, RowActions, SearchBox, serverText, useDeleteFlow, useNotice, usePagedList } from '../../shared';
import { deleteBook, listBooks } from './api';
import { bookPaths } from './parts';

const columns = ['#', 'Title', 'Author', 'Category', 'Pages', 'Actions'] as const;

/** Manage Books: the server's books, ten a page, searchable by title (the server also matches the author), with View, Edit and Delete. */
export function BookList() {
  const list = usePagedList(listBooks);
  const { notice, show, clear } = useNotice();
  const deletion = useDeleteFlow({
    remove: (book: Book) => deleteBook(book.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => serverText(caught) ?? 'Failed to delete book',
    logAs: 'book delete',
  });

  const firstNumber = (list.page - 1) * list.pageSize + 1;

  return (
    <>
      <PageHeader title="Manage Books">
        <SearchBox value={list.search} onChange={list.setSearch} />
        <ButtonLink to={bookPaths.add}>Add Book</ButtonLink>
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <DataTable caption="Books" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch books"
          empty={list.items.length === 0}
          emptyText="No books found."
          loadingLabel="Loading books…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((book, index) => (
              <tr key={book.id}>
                <td>{firstNumber + index}</td>
                <td>{book.title}</td>
                <td>{book.author}</td>
                <td>{book.category}</td>
                <td>{book.pages}</td>
                <td>
                  <RowActions>
                    <ButtonLink to={bookPaths.view(book.id)} $variant="outline" $size="sm">
                      View
                    </ButtonLink>
                    <ButtonLink to={bookPaths.edit(book.id)} $variant="outline" $size="sm">
                      Edit
                    </ButtonLink>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(book)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="books" />
      <ConfirmDialog message="Are you sure you want to delete this book?" {...deletion.dialog} />
    </>
  );
}
