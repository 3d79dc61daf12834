import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@young-minds/api-client';
import { type Category, endpoints } from '@young-minds/contracts';
import { Button } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import {
  type PagedList,
  ResourceList,
  defaultPageSize,
  useCategoryList,
  useResource,
  withServerReason,
} from '../../shared';
import { CategoryModal } from './CategoryModal';

/**
 * Every category (the server sends them all, by name). The first load shows the spinner; reloads after a change
 * keep the rows on screen until the new ones arrive.
 */
function useCategories() {
  const answer = useCategoryList();
  const { isError, error, refetch } = answer;
  useEffect(() => {
    if (isError) console.error('[admin] categories failed to load:', error);
  }, [isError, error]);
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    categories: isError ? noCategories : (answer.data?.data ?? noCategories),
    loading: answer.isPending,
    error: isError ? (error instanceof Error ? error.message : String(error)) : null,
    reload,
  };
}

const noCategories: Category[] = [];

/** Manage Categories: search by name and pages on this side, add and rename in a dialog, delete unused ones. */
export function ManageCategories() {
  const t = useAdminT();
  const { categories, loading, error, reload } = useCategories();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<'add' | Category | null>(null);
  /** The category just saved: its page is shown once the list has been reloaded (`before` is the old list). */
  const [reveal, setReveal] = useState<{ id: number; before: Category[] } | null>(null);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? categories.filter((category) => category.name.toLowerCase().includes(needle)) : categories;
  }, [categories, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / defaultPageSize));
  const shownPage = Math.min(page, pageCount);

  const list: PagedList<Category> = {
    items: filtered.slice((shownPage - 1) * defaultPageSize, shownPage * defaultPageSize),
    total: filtered.length,
    page: shownPage,
    pageSize: defaultPageSize,
    pageCount,
    search,
    loading,
    error,
    setPage,
    setSearch: (value) => {
      setSearch(value);
      setPage(1);
    },
    reload,
  };
  const resource = useResource(list, {
    remove: (category: Category) => api.call(endpoints.categories.remove, { params: { id: category.id } }),
    failureText: (caught, category) => withServerReason(t('categories.deleteFailed', { id: category.id }), caught),
    logAs: 'category delete',
  });

  useEffect(() => {
    if (reveal === null || categories === reveal.before) return;
    const index = filtered.findIndex((category) => category.id === reveal.id);
    if (index >= 0) setPage(Math.floor(index / defaultPageSize) + 1);
    setReveal(null);
  }, [categories, filtered, reveal]);

  function onSaved(category: Category, mode: 'add' | 'edit') {
    setEditing(null);
    resource.notice.show('success', mode === 'add' ? t('categories.added') : t('categories.updated'));
    setReveal({ id: category.id, before: categories });
    reload();
  }

  function open(target: 'add' | Category) {
    resource.notice.clear();
    setEditing(target);
  }

  return (
    <ResourceList
      resource={resource}
      texts="categories"
      searchLabel={t('categories.search')}
      tools={<Button onClick={() => open('add')}>{t('categories.add')}</Button>}
      columns={[{ header: t('categories.name.column'), cell: (category) => category.name, names: true }]}
      actions={(category, kit) => [kit.edit(() => open(category)), kit.remove()]}
    >
      <CategoryModal target={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
    </ResourceList>
  );
}
