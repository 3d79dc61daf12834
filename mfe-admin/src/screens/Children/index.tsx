import { type ReactNode, useEffect, useState } from 'react';
import { api } from '@young-minds/api-client';
import { type Child, endpoints } from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';
import { LeftToRight } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import { DetailsModal, ResourceList, pagesOf, useResourceList, withServerReason } from '../../shared';
import { EditChildModal, useChildOf } from './EditChildModal';

/** How the child logs in: the email, else the username (marked as such), else a dash. */
function loginOf(child: Pick<Child, 'email' | 'username'>): ReactNode {
  if (child.email) return <LeftToRight>{child.email}</LeftToRight>;
  if (child.username) return messages.t('children.usernameMarked', { username: child.username });
  return '—';
}

const orDash = (value: string | null) => value || '—';

/** An age in the page's digits. */
const ageOf = (age: number | null) => (age === null ? '—' : formatNumber(age));

/** Manage Children: the server's pages of children, search by name, View / Edit in dialogs, Delete on the server. */
export function ManageChildren() {
  const t = useAdminT();
  const resource = useResourceList(pagesOf(endpoints.auth.listChildren), {
    remove: (child: Child) => api.call(endpoints.auth.deleteChild, { params: { id: child.id } }),
    failureText: (caught) => withServerReason(t('children.deleteFailed'), caught),
    logAs: 'child delete',
  });
  const { list, notice } = resource;
  const [viewing, setViewing] = useState<Child | null>(null);
  const [editing, setEditing] = useState<Child | null>(null);
  /** Rows saved in the Edit dialog, shown as saved without reloading the page; a fresh page replaces them. */
  const [saved, setSaved] = useState<ReadonlyMap<number, Child>>(new Map());

  useEffect(() => setSaved(new Map()), [list.items]);

  function onSaved(child: Child) {
    setEditing(null);
    setSaved((current) => new Map(current).set(child.id, child));
    notice.show('success', t('children.updated'));
  }

  const shown = (row: Child) => saved.get(row.id) ?? row;

  return (
    <ResourceList
      resource={resource}
      texts="children"
      searchLabel={t('children.search')}
      columns={[
        { header: t('people.name'), cell: (row) => shown(row).name, names: true },
        { header: t('people.age'), cell: (row) => ageOf(shown(row).age) },
        { header: t('people.email'), cell: (row) => loginOf(shown(row)) },
        { header: t('people.parentName'), cell: (row) => shown(row).parent ?? '—' },
      ]}
      actions={(row, kit) => [
        kit.view(() => setViewing(shown(row))),
        kit.edit(() => {
          notice.clear();
          setEditing(shown(row));
        }),
        kit.remove(),
      ]}
    >
      <DetailsModal
        id={viewing?.id ?? null}
        title={t('children.details')}
        onClose={() => setViewing(null)}
        useRead={useChildOf}
        loadingLabel={t('children.loadingOne')}
        failedLead={t('children.loadFailed')}
        facts={(child) => [
          [t('people.name'), child.name],
          [t('people.age'), ageOf(child.age)],
          [t('people.email'), child.email ? <LeftToRight>{child.email}</LeftToRight> : '—'],
          [t('people.username'), child.username ? <LeftToRight>{child.username}</LeftToRight> : '—'],
          [t('people.parentName'), orDash(child.parent)],
        ]}
      />
      <EditChildModal child={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
    </ResourceList>
  );
}
