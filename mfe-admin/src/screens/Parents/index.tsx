import { useState } from 'react';
import { api } from '@young-minds/api-client';
import { type Parent, endpoints } from '@young-minds/contracts';
import { LeftToRight } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { DetailsModal, ResourceList, pagesOf, useResourceList, withServerReason } from '../../shared';
import { useEndpoint } from '@young-minds/query';

/** The parent as the server has it now (the row may be stale). */
const useParentOf = (id: number) => useEndpoint(endpoints.auth.getParent, { params: { id } });

/** Manage Parents: the server's pages of parents, search by name or email, View in a dialog, Delete on the server. */
export function ManageParents() {
  const t = useAdminT();
  const [viewing, setViewing] = useState<Parent | null>(null);
  const resource = useResourceList(pagesOf(endpoints.auth.listParents), {
    remove: (parent: Parent) => api.call(endpoints.auth.deleteParent, { params: { id: parent.id } }),
    failureText: (caught) => withServerReason(t('parents.deleteFailed'), caught),
    logAs: 'parent delete',
  });
  return (
    <ResourceList
      resource={resource}
      texts="parents"
      searchLabel={t('parents.search')}
      columns={[
        { header: t('people.name'), cell: (parent) => parent.name, names: true },
        { header: t('people.email'), cell: (parent) => <LeftToRight>{parent.email}</LeftToRight> },
        {
          header: t('people.phone'),
          cell: (parent) => (parent.phone ? <LeftToRight>{parent.phone}</LeftToRight> : '—'),
        },
      ]}
      actions={(parent, kit) => [kit.view(() => setViewing(parent)), kit.remove()]}
    >
      <DetailsModal
        id={viewing?.id ?? null}
        title={t('parents.details')}
        onClose={() => setViewing(null)}
        useRead={useParentOf}
        loadingLabel={t('parents.loadingOne')}
        failedLead={t('parents.loadFailed')}
        facts={(parent) => [
          [t('people.name'), parent.name],
          [t('people.email'), parent.email ? <LeftToRight>{parent.email}</LeftToRight> : '—'],
          [t('people.phone'), parent.phone ? <LeftToRight>{parent.phone}</LeftToRight> : '—'],
        ]}
      />
    </ResourceList>
  );
}
