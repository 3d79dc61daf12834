import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Category } from '@young-minds/contracts';
import { Button, tokens } from '@young-minds/ui';
import {
  ConfirmDialog,
  DataTable,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Pagination,
  RowActions,
  SearchBox,
  defaultPageSize,
  fetchCategories,
  useDeleteFlow,
  useNotice,
  withServerReason,
} from '../../shared';
import { deleteCategory } from './api';
import { CategoryModal } from './CategoryModal';

const columns = ['#', 'Name', 'Actions'] as const;

const Notice = styled.div`
  margin-bottom: ${tokens.space.md};
`;

/**
 * Every category (the server sends them all, by name). The first load shows the spinner; reloads after a change
 * keep the rows on screen until the new ones arrive.
 */
function useCategories() {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then((rows) => {
        setCategories(rows);
        setError(null);
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] categories failed to load:', caught);
        setCategories([]);
        setError(withServerReason('Failed to fetch categories', caught));
        setLoading(false);
      });
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { categories, loading, error, reload };
}

/** Manage Categories: search by name and pages on this side, add and rename in a dialog, delete unused ones. */
export function ManageCategories() {
  const { categories, loading, error, reload } = useCategories();
  const { notice, show, clear } = useNotice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<'add' | Category | null>(null);
  const deletion = useDeleteFlow({
    remove: (category: Category) => deleteCategory(category.id),
    onDeleted: reload,
    show,
    failureText: (caught, category) => withServerReason(`Failed to delete category with ID ${category.id}`, caught),
    logAs: 'category delete',
  });
  /** The category just saved: its page is shown once the list has been reloaded (`before` is the old list). */
  const [reveal, setReveal] = useState<{ id: number; before: Category[] } | null>(null);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? categories.filter((category) => category.name.toLowerCase().includes(needle)) : categories;
  }, [categories, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / defaultPageSize));
  const shownPage = Math.min(page, pageCount);
  const rows = filtered.slice((shownPage - 1) * defaultPageSize, shownPage * defaultPageSize);

  useEffect(() => {
    if (reveal === null || categories === reveal.before) return;
    const index = filtered.findIndex((category) => category.id === reveal.id);
    if (index >= 0) setPage(Math.floor(index / defaultPageSize) + 1);
    setReveal(null);
  }, [categories, filtered, reveal]);

  function onSaved(category: Category, mode: 'add' | 'edit') {
    setEditing(null);
    show('success', mode === 'add' ? 'Category added successfully.' : 'Category updated successfully.');
    setReveal({ id: category.id, before: categories });
    reload();
  }

  return (
    <>
      <PageHeader title="Manage Categories">
        <SearchBox
          label="Search by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Button
          onClick={() => {
            clear();
            setEditing('add');
          }}
        >
          Add Category
        </Button>
      </PageHeader>
      {notice ? (
        <Notice>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </Notice>
      ) : null}
      <DataTable caption="Categories" columns={columns}>
        <ListStatus
          columns={columns.length}
          loading={loading}
          error={error}
          empty={rows.length === 0}
          emptyText="No categories found."
          loadingLabel="Loading categories…"
        />
        {loading || error
          ? null
          : rows.map((category, index) => (
              <tr key={category.id}>
                <td>{(shownPage - 1) * defaultPageSize + index + 1}</td>
                <td>{category.name}</td>
                <td>
                  <RowActions>
                    <Button
                      $variant="outline"
                      $size="sm"
                      onClick={() => {
                        clear();
                        setEditing(category);
                      }}
                    >
                      Edit
                    </Button>
                    <Button $variant="danger" $size="sm" onClick={() => deletion.ask(category)}>
                      Delete
                    </Button>
                  </RowActions>
                </td>
              </tr>
            ))}
      </DataTable>
      <Pagination page={shownPage} pageCount={pageCount} total={filtered.length} onPage={setPage} noun="categories" />
      <CategoryModal target={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      <ConfirmDialog message="Are you sure you want to delete this category?" {...deletion.dialog} />
    </>
  );
}
