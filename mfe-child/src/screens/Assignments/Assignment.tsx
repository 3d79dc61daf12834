import {
  type Assignment as AssignmentRow,
  type AssignmentSubmission,
  maxPageSize,
  assignmentEndpoints,
} from '@young-minds/contracts';
import { formatDate } from '@young-minds/i18n';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { DownloadButton } from '../../offline/DownloadButton';
import { SpeakButton, useSpeakOnArrival } from '../../shared/voice';
import { DownloadIcon, FileIcon, PlayIcon, PrintIcon, StarIcon } from '../../shared/icons';
import { BigButton, FileLink, LoadStatus, Title, bigAction } from '../../shared/parts';
import { DueNote, weekdayOptions } from './due';
import { HandIn } from './HandIn';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemCheck } from '../../shared/ItemCheck';

const Said = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md} ${tokens.space.lg};
`;

const VideoLink = styled(ButtonLink)`
  ${bigAction}
`;

const Section = styled.section`
  margin-block: ${tokens.space.lg};
`;

const Earlier = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
  li {
    display: grid;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.md};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.card};
  }
  img {
    max-inline-size: 100%;
    max-block-size: 240px;
    border-radius: ${tokens.radius.md};
    object-fit: contain;
    justify-self: start;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .stars {
    display: flex;
    gap: 4px;
    font-size: 2rem;
  }
  .waiting {
    color: ${tokens.color.muted};
    font-weight: 700;
  }
`;

/** Opens the worksheet in a new tab and asks for the print dialog once it has loaded (same origin: /media). */
function printWorksheet(url: string): void {
  const opened = window.open(url, '_blank');
  opened?.addEventListener('load', () => opened.print());
}

/** Whether a handed-in file is a picture (shown) rather than a document (linked); the signed link keeps the extension. */
const isPicture = (url: string) => /\.(jpe?g|png|gif|webp)$/i.test(url.split('?')[0] ?? '');

function Submission({ submission }: { submission: AssignmentSubmission }) {
  const t = useChildT();
  const { review, fileUrl } = submission;
  return (
    <li>
      <p>
        <strong>{t('assignment.handedInOn', { day: formatDate(submission.submitted_at, weekdayOptions) })}</strong>
      </p>
      {fileUrl && isPicture(fileUrl) ? <img src={fileUrl} alt={t('assignment.yourPhoto')} /> : null}
      {fileUrl && !isPicture(fileUrl) ? (
        <p>
          <FileLink href={fileUrl} target="_blank" rel="noreferrer" $variant="outline">
            <FileIcon size="1.4em" />
            {t('assignment.openYourFile')}
          </FileLink>
        </p>
      ) : null}
      {submission.text ? <p>{submission.text}</p> : null}
      {review ? (
        <>
          <p className="stars" role="img" aria-label={t('assignment.parentStars', { count: review.stars })}>
            {Array.from({ length: review.stars }, (_, index) => (
              <StarIcon key={index} />
            ))}
          </p>
          {review.comment ? (
            <Said>
              <p>{t('assignment.parentSays', { comment: review.comment })}</p>
              <SpeakButton text={review.comment} />
            </Said>
          ) : null}
        </>
      ) : (
        <p className="waiting">{t('assignment.waiting')}</p>
      )}
    </li>
  );
}

function Sheet({ assignment, submissions }: { assignment: AssignmentRow; submissions: AssignmentSubmission[] }) {
  const t = useChildT();
  // Work handed in on this visit, shown first without loading the list again (which would end the celebration).
  const [handedIn, setHandedIn] = useState<AssignmentSubmission[]>([]);
  const all = [...handedIn, ...submissions];
  // The worksheet's task, read aloud when it opens: its title, then what to do (in the worksheet's language).
  useSpeakOnArrival(`${assignment.title}. ${assignment.description}`, { language: assignment.language });
  return (
    <>
      <Title text={assignment.title} language={assignment.language} />
      <ItemCheck kind="assignment" item={assignment} />
      <DueNote dueDate={assignment.dueDate} handedIn={all.length > 0} />
      <Said>
        <p>{assignment.description}</p>
        <SpeakButton text={assignment.description} language={assignment.language} />
      </Said>
      <Actions>
        {assignment.video !== null ? (
          <VideoLink to={`/child/video/${assignment.video}`} $variant="secondary">
            <PlayIcon size="1.6em" />
            {t('assignment.watchVideo')}
          </VideoLink>
        ) : null}
        <BigButton onClick={() => printWorksheet(assignment.fileUrl)}>
          <PrintIcon size="1.4em" /> {t('assignment.print')}
        </BigButton>
        <FileLink href={assignment.fileUrl} download $variant="outline">
          <DownloadIcon size="1.4em" />
          {t('assignment.download')}
        </FileLink>
      </Actions>
      <DownloadButton kind="assignment" contentId={assignment.id} />
      <HandIn
        assignmentId={assignment.id}
        assignmentTitle={assignment.title}
        onHandedIn={(submission) => setHandedIn((before) => [submission, ...before])}
      />
      {all.length > 0 ? (
        <Section>
          <Title level={2} text={t('assignment.earlier')} />
          <Earlier>
            {all.map((submission) => (
              <Submission key={submission.id} submission={submission} />
            ))}
          </Earlier>
        </Section>
      ) : null}
    </>
  );
}

/** `/child/assignments/:id`: the worksheet to print, its video, handing in the finished sheet, and the parent's stars. */
export function Assignment() {
  const t = useChildT();
  const id = useRouteItem('assignment', 'id');
  const loaded = useLoaded(
    [
      useEndpoint(assignmentEndpoints.get, { params: { id } }),
      useEndpoint(assignmentEndpoints.listSubmissions, { params: { id }, query: { pageSize: maxPageSize } }),
    ],
    (assignment, submissions) => {
      return { assignment, submissions: submissions.data };
    },
  );
  return (
    <LoadStatus loaded={loaded} loading={t('assignment.loading')}>
      {(data) => <Sheet assignment={data.assignment} submissions={data.submissions} />}
    </LoadStatus>
  );
}
