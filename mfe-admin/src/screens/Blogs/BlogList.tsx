import type { Blog } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import {
  ConfirmDialog,
  DataTable,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  SearchBox,
  formatDate,
  useNotice,
  usePagedList,
  ButtonLink,
  useDeleteFlow,
} from '../../shared';
import { deleteBlog, listBlogs } from './api';
import { BlogStateTag, blogPaths } from './parts';

const columns = ['#', 'Title', 'Category', 'Author', 'Published Date', 'Actions'] as const;

/** Manage Blogs: every post on the server (drafts and scheduled ones marked), ten a page, searchable by title. */
export function BlogList() {
  const list = usePagedList(listBlogs);
  const { notice, show, clear } = useNotice();
  const deletion = useDeleteFlow<Blog>({
    remove: (row) => deleteBlog(row.id),
    onDeleted: list.reload,
    show,
    failureText: (caught) => (caught instanceof Error ? caught.message : 'The blog could not be deleted.'),
    logAs: 'blog delete',
  });


  const firstNumber = (list.page - 1) * list.pageSize + 1;

  return (
    <>
      <PageHeader title="Manage Blogs">
        <SearchBox value={list.search} onChange={list.setSearch} />
        <ButtonLink to={blogPaths.add}>Add Blog</ButtonLink>
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <DataTable caption="Blogs" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={list.loading}
          error={list.error}
          errorLead="Failed to fetch blogs"
          empty={list.items.length === 0}
          emptyText="No blogs found."
          loadingLabel="Loading blogs…"
        />
        {list.loading || list.error
          ? null
          : list.items.map((blog, index) => (
              <tr key={blog.id}>
                <td>{firstNumber + index}</td>
                <td>
                  {blog.title}
                  <BlogStateTag blog={blog} />
                </td>
                <td>{blog.category ?? '—'}</td>
                <td>{blog.author ?? '—'}</td>
                <td>{formatDate(blog.publish_date)}</td>
                <td>
                  <RowActions>
                    <ButtonLink to={blogPaths.view(blog.id)} $variant="outline" $size="sm">
                      View
                    </ButtonLink>
                    <ButtonLink to={blogPaths.edit(blog.id)} $variant="outline" $size="sm">
                      Edit
                    </ButtonLink>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(blog)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} onPage={list.setPage} noun="blogs" />
      <ConfirmDialog
        message="Are you sure you want to delete this blog?"
        {...deletion.dialog}
      />
    </>
  );
}
