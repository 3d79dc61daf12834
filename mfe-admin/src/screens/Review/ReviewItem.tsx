import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useParams } from '@young-minds/router';
import styled from 'styled-components';
import {
  type ContentKind,
  type ReviewDetail,
  type ReviewEvent,
  contentKindIds,
  contentKinds,
  endpoints,
  requestChangesFormSchema,
  reviewMessages,
} from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { useEndpoint, useEndpointMutation } from '@young-minds/query';
import { Button, ButtonLink, tokens } from '@young-minds/ui';
import { FieldHint, TextAreaField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';
import {
  DataTable,
  Details,
  FormActions,
  ItemLoadStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  ReviewTags,
  SourceList,
  formatDate,
  itemState,
  kindNames,
  palette,
  serverText,
  useCheckedBy,
  useNotice,
} from '../../shared';

const Section = styled(Panel)`
  margin-block-end: ${tokens.space.md};
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
  h3 {
    margin: ${tokens.space.md} 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.md};
  }
`;

const Muted = styled.p`
  margin: 0 0 ${tokens.space.sm};
  color: ${palette.muted};
`;

const History = styled.ol`
  margin: 0;
  padding-inline-start: ${tokens.space.lg};
  li {
    margin-block-end: ${tokens.space.sm};
  }
  blockquote {
    margin: ${tokens.space.xs} 0 0;
    padding-inline-start: ${tokens.space.sm};
    border-inline-start: 3px solid ${palette.border};
    white-space: pre-wrap;
  }
`;

const Decisions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${tokens.space.lg};
`;

const Why = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-inline-start: 4px solid #ffbe0b;
  background: ${palette.raised};
  font-weight: 700;
`;

const Value = styled.td`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Where an item is edited, `/admin/manage-<table>/edit/:id` (the author mends a sent-back item there). */
const editPath = (kind: ContentKind, id: number) => `/admin/manage-${contentKinds[kind].table}/edit/${id}`;

const isKind = (value: string | undefined): value is ContentKind => contentKindIds.some((kind) => kind === value);

const inPageLanguage = (text: string) => translateMessage(text, currentIntlLocale());

/** A changed field's new value as text (a list or an object as JSON, cut short). */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 400 ? `${json.slice(0, 400)}…` : json;
}

/** One event of the item's history: when, what and who, and the note. */
function HistoryEntry({ event }: { event: ReviewEvent }) {
  const t = useAdminT();
  return (
    <li>
      <time dateTime={event.at}>{formatDate(event.at)}</time>
      {' — '}
      {t(`review.history.${event.action}`, { name: event.by ?? t('review.unknownAuthor') })}
      {event.note ? <blockquote dir="auto">{event.note}</blockquote> : null}
    </li>
  );
}

/** Why the caller cannot decide on this item, or null when they can. */
function useWhyNot(item: ReviewDetail): string | null {
  const t = useAdminT();
  const team = useEndpoint(endpoints.admins.list);
  const me = team.data?.find((admin) => admin.isYou);
  if (item.byYou) return t('review.byYou');
  const waiting = (item.review.revisionStatus ?? item.review.status) === 'in_review';
  if (!waiting) return t('review.notWaiting');
  // Until the team has answered, nothing is offered (the server decides anyway).
  if (!me || !me.reviewer) return team.isPending ? '' : t('review.notReviewer');
  return null;
}

/** Approve (with an optional note for families) and Request changes (a note is required). */
function Decide({ item, onDone }: { item: ReviewDetail; onDone: (text: string, failed: boolean) => void }) {
  const t = useAdminT();
  const headingId = useId();
  const whyId = useId();
  const whyNot = useWhyNot(item);
  const invalidates = [endpoints.review.queue, endpoints.review.detail];
  const approve = useEndpointMutation(endpoints.review.approve, { invalidates });
  const requestChanges = useEndpointMutation(endpoints.review.requestChanges, { invalidates });
  const [approveNote, setApproveNote] = useState('');
  const [changesNote, setChangesNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const changesForm = useRef<HTMLFormElement>(null);
  const busy = approve.isPending || requestChanges.isPending;
  const blocked = whyNot !== null || busy;
  const params = { kind: item.kind, id: item.id };

  async function decide(run: () => Promise<{ message: string }>) {
    try {
      const { message } = await run();
      setApproveNote('');
      setChangesNote('');
      onDone(message, false);
    } catch (caught) {
      console.error('[admin] review decision failed:', caught);
      onDone(serverText(caught) ?? t('review.actionFailed'), true);
    }
  }

  function sendBack(event: FormEvent) {
    event.preventDefault();
    const parsed = requestChangesFormSchema.safeParse({ note: changesNote });
    if (!parsed.success) {
      setNoteError(inPageLanguage(parsed.error.issues[0]?.message ?? ''));
      changesForm.current?.querySelector('textarea')?.focus();
      return;
    }
    setNoteError(null);
    void decide(() => requestChanges.mutateAsync({ params, body: parsed.data }));
  }

  function approveItem(event: FormEvent) {
    event.preventDefault();
    void decide(() => approve.mutateAsync({ params, body: { note: approveNote.trim() || null } }));
  }

  const described = whyNot ? whyId : undefined;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('review.decide.title')}</h2>
      {whyNot ? <Why id={whyId}>{whyNot}</Why> : null}
      <Decisions>
        <form noValidate onSubmit={approveItem}>
          <TextAreaField
            label={t('review.approveNote')}
            name="approveNote"
            rows={3}
            maxLength={1000}
            disabled={blocked}
            value={approveNote}
            onChange={(event) => setApproveNote(event.target.value)}
          />
          <Button
            type="submit"
            disabled={blocked}
            aria-describedby={described}
            aria-busy={approve.isPending || undefined}
          >
            {t(approve.isPending ? 'review.working' : 'review.approve')}
          </Button>
        </form>
        <form ref={changesForm} noValidate onSubmit={sendBack}>
          <TextAreaField
            label={t('review.changesNote')}
            name="changesNote"
            rows={3}
            maxLength={1000}
            required
            disabled={blocked}
            error={noteError ?? undefined}
            value={changesNote}
            onChange={(event) => setChangesNote(event.target.value)}
          />
          <Button
            type="submit"
            $variant="outline"
            disabled={blocked}
            aria-describedby={described}
            aria-busy={requestChanges.isPending || undefined}
          >
            {t(requestChanges.isPending ? 'review.working' : 'review.requestChanges')}
          </Button>
        </form>
      </Decisions>
    </Section>
  );
}

/** What the item is: its kind, author, state and who checked it. */
function Summary({ item, children }: { item: ReviewDetail; children?: ReactNode }) {
  const t = useAdminT();
  const checkedBy = useCheckedBy()(item.review);
  return (
    <Section aria-label={t('review.detail.item')}>
      <Details>
        <dt>{t('review.kind')}</dt>
        <dd>{t(kindNames[item.kind])}</dd>
        <dt>{t('review.author')}</dt>
        <dd dir="auto">{item.authorName ?? t('review.unknownAuthor')}</dd>
        <dt>{t('review.detail.status')}</dt>
        <dd>
          <ReviewTags review={item.review} />
          {checkedBy ? <FieldHint as="span">{checkedBy}</FieldHint> : null}
        </dd>
      </Details>
      {children}
    </Section>
  );
}

/** The waiting edit of a published item: who sent it, its changed fields and its sources. */
function Revision({ revision }: { revision: NonNullable<ReviewDetail['revision']> }) {
  const t = useAdminT();
  const headingId = useId();
  const fields = Object.entries(revision.fields);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('review.revisionTitle')}</h2>
      <Muted>
        {t('review.revisionBy', {
          name: revision.authorName ?? t('review.unknownAuthor'),
          date: formatDate(revision.submittedAt),
        })}
      </Muted>
      {fields.length === 0 ? (
        <p>{t('review.revisionNoFields')}</p>
      ) : (
        <DataTable
          caption={t('review.revisionFields')}
          columns={[t('review.revisionField'), t('review.revisionValue')]}
        >
          {fields.map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <Value dir="auto">{valueText(value)}</Value>
            </tr>
          ))}
        </DataTable>
      )}
      {revision.sources ? (
        <>
          <h3>{t('review.revisionSources')}</h3>
          <SourceList sources={revision.sources} />
        </>
      ) : null}
    </Section>
  );
}

/**
 * One item to review (/admin/review/:kind/:id): what it is, its sources in plain words, the edit waiting (its
 * changed fields), its history of corrections, and the decision — disabled with the reason when the caller wrote
 * it, is not a reviewer, or it does not wait. After a decision the notice says what happened and takes focus.
 */
export function ReviewItem() {
  const t = useAdminT();
  const { kind, id = '' } = useParams();
  const known = isKind(kind) && /^\d+$/.test(id);
  const answer = useEndpoint(
    endpoints.review.detail,
    { params: { kind: known ? kind : 'video', id: known ? Number(id) : 0 } },
    { enabled: known },
  );
  const state = known ? itemState(answer) : { item: null, loading: false, error: 'not found', status: 404 };
  const item = state.item;
  const { notice, show, clear } = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);
  const [decided, setDecided] = useState(0);
  const sourcesId = useId();
  const historyId = useId();

  useEffect(() => {
    // The decision's buttons are disabled now: the keyboard goes to what happened.
    if (decided > 0) noticeBox.current?.focus();
  }, [decided]);

  return (
    <>
      <PageHeader title={item ? item.title : t('review.title')} />
      <ItemLoadStatus
        state={state}
        loadingLabel={t('review.detail.loading')}
        notFound={reviewMessages.notFound}
        back={{ to: '/admin/review', label: t('review.detail.back') }}
      />
      <div ref={noticeBox} tabIndex={-1}>
        {notice ? <NoticeBanner notice={notice} onDismiss={clear} /> : null}
      </div>
      {item ? (
        <>
          <Summary item={item}>
            <FormActions>
              <ButtonLink to={editPath(item.kind, item.id)} $variant="outline">
                {t('list.edit')}
              </ButtonLink>
              <ButtonLink to="/admin/review" $variant="ghost">
                {t('review.detail.back')}
              </ButtonLink>
            </FormActions>
          </Summary>
          <Section aria-labelledby={sourcesId}>
            <h2 id={sourcesId}>{t('review.sources.title')}</h2>
            <SourceList sources={item.sources} />
          </Section>
          {item.revision ? <Revision revision={item.revision} /> : null}
          <Decide
            item={item}
            onDone={(text, failed) => {
              show(failed ? 'danger' : 'success', text);
              setDecided((n) => n + 1);
            }}
          />
          <Section aria-labelledby={historyId}>
            <h2 id={historyId}>{t('review.history.title')}</h2>
            {item.history.length === 0 ? (
              <p>{t('review.history.none')}</p>
            ) : (
              <History>
                {item.history.map((event, index) => (
                  <HistoryEntry key={index} event={event} />
                ))}
              </History>
            )}
          </Section>
        </>
      ) : null}
    </>
  );
}
