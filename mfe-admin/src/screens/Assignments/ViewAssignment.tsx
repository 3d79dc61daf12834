import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Assignment } from '@young-minds/contracts';
import { ButtonLink, Details, FormActions, ItemLoadStatus, PageHeader, Panel, formatDate, mediaUrl, palette, useItem } from '../../shared';
import { getAssignment, getVideo } from './api';
import { assignmentLoadStatus, assignmentPaths } from './parts';

const Links = styled.div`
  a {
    color: ${palette.link};
  }
`;

/** The related video by its title (looked up on the server), linking to its View screen. */
function RelatedVideo({ id }: { id: number }) {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getVideo(id, controller.signal)
      .then((video) => setTitle(video.title))
      // Without the title the link still leads to the video.
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) console.error('[admin] related video failed to load:', caught);
      });
    return () => controller.abort();
  }, [id]);
  return <Link to={assignmentPaths.video(id)}>{title ?? `Video #${id}`}</Link>;
}

function AssignmentDetails({ assignment }: { assignment: Assignment }) {
  return (
    <Panel>
      <Links>
        <Details>
          <dt>Description</dt>
          <dd>{assignment.description}</dd>
          <dt>Categories</dt>
          <dd>{assignment.categories.length > 0 ? assignment.categories.map((category) => category.name).join(', ') : 'None'}</dd>
          <dt>Due Date</dt>
          <dd>{formatDate(assignment.dueDate)}</dd>
          <dt>Related Video</dt>
          <dd>{assignment.video === null ? 'None' : <RelatedVideo id={assignment.video} />}</dd>
          <dt>Uploaded On</dt>
          <dd>{formatDate(assignment.created_at)}</dd>
        </Details>
        <p>
          <a href={mediaUrl(assignment.fileUrl)} target="_blank" rel="noopener noreferrer">
            Download the worksheet
          </a>
        </p>
      </Links>
      <FormActions>
        <ButtonLink to={assignmentPaths.edit(assignment.id)}>Edit</ButtonLink>
        <ButtonLink to={assignmentPaths.list} $variant="outline">
          Back to assignments
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View Assignment (/admin/manage-assignments/view/:id): the stored assignment, read from the server. */
export function ViewAssignment() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => getAssignment(id, signal), id);
  if (loaded.item) {
    return (
      <>
        <PageHeader title={loaded.item.title} />
        <AssignmentDetails assignment={loaded.item} />
      </>
    );
  }
  return (
    <>
      <PageHeader title="View Assignment" />
      <ItemLoadStatus state={loaded} {...assignmentLoadStatus} />
    </>
  );
}
