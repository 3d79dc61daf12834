import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, tokens } from '@young-minds/ui';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { type AdminMessageId, useAdminT } from '../messages';
import { NoticeBanner, useNotice } from './notice';
import { PageHeader, SearchBox } from './PageHeader';
import { Pagination } from './Pagination';
import { DataTable, ListStatus, RowActions } from './Table';
import { type PagedList, type PageSource, usePagedList } from './usePagedList';
import { useDeleteFlow, type DeleteFlowOptions } from './useDeleteFlow';

type Ids = AdminMessageId;
/**
 * A list's texts live under one prefix in the catalog: `<prefix>.list.title` (the h1), `.caption` (the table's
 * name), `.loading`, `.empty`, `.failed` (put before the failure's reason), `.count` (a plural: '12 videos') and
 * `.confirm` (the question before the row action).
 */
export type ListTexts = {
  [K in Ids]: K extends `${infer P}.list.title`
    ? `${P}.list.${'caption' | 'loading' | 'empty' | 'failed' | 'count' | 'confirm'}` extends Ids
      ? P
      : never
    : never;
}[Ids];

const listId = (texts: ListTexts, part: string) => `${texts}.list.${part}` as Ids;

/** A column: its header and what a row shows in it. `names` marks the cell that names the row for its buttons. */
interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  names?: boolean;
}

/** A row button: a link (`to`) or an action; `danger` for the red one. */
export interface RowAction {
  label: string;
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled, as a tooltip. */
  title?: string;
}

/** The row buttons every list offers, worded once: View, Edit (a path or an action) and the confirmed one (Delete). */
interface RowActionKit {
  view: (target: string | (() => void)) => RowAction;
  edit: (target: string | (() => void)) => RowAction;
  /** Opens the confirm dialog for this row; `label` etc. override the Delete button. */
  remove: (overrides?: Partial<RowAction>) => RowAction;
}

/** A list's data, its notice and its confirmed row action (Delete, or Cancel for subscriptions). */
export interface Resource<T> {
  list: PagedList<T>;
  notice: ReturnType<typeof useNotice>;
  removal: ReturnType<typeof useDeleteFlow<T>>;
}

/**
 * One server-paged list screen's state: `source` gives its pages (`pagesOf(endpoints.x.list)`), `remove` is the
 * row action behind the confirm dialog; its success is the server's message, and the list reloads.
 */
export function useResourceList<T>(source: PageSource<T>, remove?: RowRemoval<T>): Resource<T> {
  return useResource(usePagedList(source), remove);
}

/** What the confirmed row action does: the server call, the words of its failure, and how it is logged. */
export type RowRemoval<T> = Omit<DeleteFlowOptions<T>, 'onDeleted' | 'show'>;

/** The same for a list the screen pages itself (Manage Categories). */
export function useResource<T>(list: PagedList<T>, remove?: RowRemoval<T>): Resource<T> {
  const notice = useNotice();
  const removal = useDeleteFlow<T>({
    remove: remove?.remove ?? (() => Promise.reject(new Error('This list has no row action.'))),
    failureText: remove?.failureText ?? (() => ''),
    logAs: remove?.logAs,
    onDeleted: list.reload,
    show: notice.show,
  });
  return { list, notice, removal };
}

const NoticeSpace = styled.div`
  margin-bottom: ${tokens.space.md};
`;

export interface ResourceListProps<T extends { id: number }> {
  resource: Resource<T>;
  texts: ListTexts;
  columns: readonly Column<T>[];
  actions: (row: T, kit: RowActionKit) => RowAction[];
  /** The search field's label ('Search by title' by default). */
  searchLabel?: string;
  /** Beside the search (the Add button). */
  tools?: ReactNode;
  /** The confirm dialog's words besides the question (a cancel rather than a delete). */
  confirm?: { title?: string; confirmLabel?: string; cancelLabel?: string };
  /** Dialogs of the screen (View, Edit). */
  children?: ReactNode;
}

/**
 * A list screen: the h1 with search and tools, the notice, the table (numbered rows, the screen's columns, the
 * row buttons) with its loading, error and empty rows, the pages, and the confirm dialog of the row action.
 */
export function ResourceList<T extends { id: number }>({
  resource,
  texts,
  columns,
  actions,
  searchLabel,
  tools,
  confirm,
  children,
}: ResourceListProps<T>) {
  const t = useAdminT();
  const { list, notice, removal } = resource;
  const headers = ['#', ...columns.map((column) => column.header), t('list.actions')];
  const firstNumber = (list.page - 1) * list.pageSize + 1;
  const caption = t(listId(texts, 'caption'));
  const idBase = useId();

  function rowButtons(row: T, nameId: string | undefined) {
    const link = (label: string, target: string | (() => void)): RowAction =>
      typeof target === 'string' ? { label, to: target } : { label, onClick: target };
    const kit: RowActionKit = {
      view: (target) => link(t('list.view'), target),
      edit: (target) => link(t('list.edit'), target),
      remove: (overrides) => ({ label: t('list.delete'), danger: true, onClick: () => removal.ask(row), ...overrides }),
    };
    return actions(row, kit).map((action) =>
      action.to !== undefined ? (
        <ButtonLink key={action.label} to={action.to} $variant="outline" $size="sm" aria-describedby={nameId}>
          {action.label}
        </ButtonLink>
      ) : (
        <Button
          key={action.label}
          $variant={action.danger ? 'danger' : 'outline'}
          $size="sm"
          disabled={action.disabled}
          title={action.title}
          // A button that says why it is disabled is described by that (the title), not by the row's name.
          aria-describedby={action.title ? undefined : nameId}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ),
    );
  }

  return (
    <>
      <PageHeader title={t(listId(texts, 'title'))}>
        <SearchBox label={searchLabel ?? t('list.searchByTitle')} value={list.search} onChange={list.setSearch} />
        {tools}
      </PageHeader>
      {notice.notice ? (
        <NoticeSpace>
          <NoticeBanner notice={notice.notice} onDismiss={notice.clear} />
        </NoticeSpace>
      ) : null}
      <DataTable caption={caption} columns={headers}>
        <ListStatus
          columns={headers.length}
          loading={list.loading}
          error={list.error}
          errorLead={t(listId(texts, 'failed'))}
          empty={list.items.length === 0}
          emptyText={t(listId(texts, 'empty'))}
          loadingLabel={t(listId(texts, 'loading'))}
        />
        {list.loading || list.error
          ? null
          : list.items.map((row, index) => {
              // The naming cell describes the row's buttons, so a screen reader says which row 'Delete' is for.
              const nameId = columns.some((column) => column.names) ? `${idBase}-${row.id}-name` : undefined;
              return (
                <tr key={row.id}>
                  <td>{firstNumber + index}</td>
                  {columns.map((column) => (
                    <td key={column.header} id={column.names ? nameId : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td>
                    <RowActions>{rowButtons(row, nameId)}</RowActions>
                  </td>
                </tr>
              );
            })}
      </DataTable>
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        total={list.total}
        onPage={list.setPage}
        count={t(listId(texts, 'count'), { count: list.total })}
      />
      {children}
      <ConfirmDialog message={t(listId(texts, 'confirm'))} {...confirm} {...removal.dialog} />
    </>
  );
}
