import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import {
  type ActivityKind,
  type ActivityStatus,
  type ActivitySummary,
  activityKindValues,
  activityStatusValues,
  endpoints,
} from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { SelectField } from '@young-minds/ui/forms';
import { formatList } from '@young-minds/i18n';
import { useAdminT } from '../../messages';
import { ResourceList, formatDate, pagesOf, serverText, useResourceList, useReviewColumn } from '../../shared';
import { activityPaths, useActivityWords } from './parts';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.sm};
  > * {
    margin-block-end: 0;
  }
`;

/** A Draft / Published tag, in words (colour only adds to them). */
const Badge = styled.span<{ $published: boolean }>`
  display: inline-block;
  padding-block: 2px;
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  border: 1px solid ${(p) => (p.$published ? tokens.color.successBorder : tokens.color.border)};
  background: ${(p) => (p.$published ? tokens.color.successBg : 'transparent')};
  color: ${(p) => (p.$published ? tokens.color.successText : tokens.color.muted)};
  font-weight: 800;
  white-space: nowrap;
`;

/** Manage Activities: every activity, drafts included, ten a page; search by title, filter by kind and status. */
export function ActivityList() {
  const t = useAdminT();
  const words = useActivityWords();
  const reviewColumn = useReviewColumn<ActivitySummary>();
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const [status, setStatus] = useState<ActivityStatus | ''>('');
  const load = useMemo(
    () => pagesOf(endpoints.activities.list, { kind: kind || undefined, status: status || undefined }),
    [kind, status],
  );
  const resource = useResourceList(load, {
    remove: (activity: ActivitySummary) => api.call(endpoints.activities.remove, { params: { id: activity.id } }),
    failureText: (caught) => serverText(caught) ?? t('activities.deleteFailed'),
  });
  const { list } = resource;

  /** A new filter starts again on page 1 (the list keeps its loader in a ref, so it is asked to reload). */
  function filter(apply: () => void) {
    apply();
    list.setPage(1);
    list.reload();
  }

  return (
    <ResourceList
      resource={resource}
      texts="activities"
      tools={
        <Filters>
          <SelectField
            label={t('activities.filter.kind')}
            value={kind}
            onChange={(event) =>
              filter(() => setKind(activityKindValues.find((known) => known === event.target.value) ?? ''))
            }
          >
            <option value="">{t('activities.filter.allKinds')}</option>
            {activityKindValues.map((known) => (
              <option key={known} value={known}>
                {words.kind(known)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('activities.filter.status')}
            value={status}
            onChange={(event) =>
              filter(() => setStatus(activityStatusValues.find((known) => known === event.target.value) ?? ''))
            }
          >
            <option value="">{t('activities.filter.allStatuses')}</option>
            {activityStatusValues.map((known) => (
              <option key={known} value={known}>
                {words.status(known)}
              </option>
            ))}
          </SelectField>
          <ButtonLink to={activityPaths.add}>{t('activities.add')}</ButtonLink>
        </Filters>
      }
      columns={[
        { header: t('activities.title'), cell: (activity) => <span dir="auto">{activity.title}</span>, names: true },
        { header: t('activities.kindLabel'), cell: (activity) => words.kind(activity.kind) },
        {
          header: t('activities.statusLabel'),
          cell: (activity) => (
            <Badge $published={activity.status === 'published'}>{words.status(activity.status)}</Badge>
          ),
        },
        {
          header: t('activities.categories'),
          cell: (activity) => formatList(activity.categories.map((category) => category.name)) || '—',
        },
        { header: t('activities.updated'), cell: (activity) => formatDate(activity.updated_at) },
        reviewColumn,
      ]}
      actions={(activity, kit) => [
        kit.view(activityPaths.view(activity.id)),
        kit.edit(activityPaths.edit(activity.id)),
        kit.remove(),
      ]}
    />
  );
}
