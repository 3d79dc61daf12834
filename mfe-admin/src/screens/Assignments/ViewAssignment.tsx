import { useEffect, useState } from 'react';
import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Assignment, endpoints } from '@young-minds/contracts';
import { ButtonLink } from '@young-minds/ui';
import { formatList } from '@young-minds/i18n';
import { useAdminT } from '../../messages';
import { ContentFlagDetails } from '../ContentFlags/ContentFlagFields';
import { ContentLanguageDetail } from '../ContentFlags/ContentLanguageField';
import { Details, FormActions, ItemCover, ItemScreen, Panel, formatDate, mediaUrl, palette } from '../../shared';
import { assignmentPaths, useAssignmentLoadStatus } from './parts';

const Links = styled.div`
  a {
    color: ${palette.link};
  }
`;

/** The related video by its title (looked up on the server), linking to its View screen. */
function RelatedVideo({ id }: { id: number }) {
  const t = useAdminT();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(endpoints.videos.get, { params: { id }, signal: controller.signal })
      .then((video) => setTitle(video.title))
      // Without the title the link still leads to the video.
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) console.error('[admin] related video failed to load:', caught);
      });
    return () => controller.abort();
  }, [id]);
  return <Link to={assignmentPaths.video(id)}>{title ?? t('assignments.videoNumber', { id })}</Link>;
}

function AssignmentDetails({ assignment }: { assignment: Assignment }) {
  const t = useAdminT();
  return (
    <Panel>
      <ItemCover src={assignment.cover_image} title={assignment.title} />
      <Links>
        <Details>
          <dt>{t('assignments.description')}</dt>
          <dd>{assignment.description}</dd>
          <dt>{t('assignments.categories')}</dt>
          <dd>
            {assignment.categories.length > 0
              ? formatList(assignment.categories.map((category) => category.name))
              : t('assignments.none')}
          </dd>
          <dt>{t('assignments.dueDate')}</dt>
          <dd>{formatDate(assignment.dueDate)}</dd>
          <dt>{t('assignments.relatedVideo')}</dt>
          <dd>{assignment.video === null ? t('assignments.none') : <RelatedVideo id={assignment.video} />}</dd>
          <ContentFlagDetails item={assignment} />
          <ContentLanguageDetail language={assignment.language} />
          <dt>{t('list.uploadedOn')}</dt>
          <dd>{formatDate(assignment.created_at)}</dd>
        </Details>
        <p>
          <a href={mediaUrl(assignment.fileUrl)} target="_blank" rel="noopener noreferrer">
            {t('assignments.download')}
          </a>
        </p>
      </Links>
      <FormActions>
        <ButtonLink to={assignmentPaths.edit(assignment.id)}>{t('list.edit')}</ButtonLink>
        <ButtonLink to={assignmentPaths.list} $variant="outline">
          {t('assignments.back')}
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View Assignment (/admin/manage-assignments/view/:id): the stored assignment, read from the server. */
export function ViewAssignment() {
  const t = useAdminT();
  return (
    <ItemScreen
      endpoint={endpoints.assignments.get}
      title={t('assignments.view')}
      itemTitle={(assignment) => assignment.title}
      status={useAssignmentLoadStatus()}
    >
      {(assignment) => <AssignmentDetails assignment={assignment} />}
    </ItemScreen>
  );
}
