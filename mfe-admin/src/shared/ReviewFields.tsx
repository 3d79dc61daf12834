import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import {
  type ContentKind,
  type Endpoint,
  type ItemReview,
  type Source,
  contentKinds,
  endpoints,
  hadithGradings,
  sourceLimits,
  sourcesSchema,
} from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { useEndpointMutation } from '@young-minds/query';
import { Button, tokens } from '@young-minds/ui';
import { FieldHint, Input, SelectField } from '@young-minds/ui/forms';
import { type AdminMessageId, messages, useAdminT } from '../messages';
import { NoticeBanner, useNotice } from './notice';
import { palette } from './palette';
import { ReviewTags, useCheckedBy } from './review';
import { withServerReason } from './serverText';

/**
 * Issue 35 in every content kind's admin form, written once: the Sources editor (Quran passages, hadiths, books),
 * saved with `PUT /api/admin/review/:kind/:id/sources` after the item itself is saved, and on Edit the review
 * panel: the item's state ('Draft', 'Published', 'Edit waiting for review') and 'Send for review'.
 */

type SourceType = Source['type'];

/** A source as the form holds it: every field as typed (numbers too), a key that stays with the row. */
type SourceDraft =
  | { key: number; type: 'quran'; surah: string; ayahFrom: string; ayahTo: string }
  | { key: number; type: 'hadith'; collection: string; number: string; grading: string }
  | { key: number; type: 'book'; title: string; author: string; page: string };

let nextKey = 1;

function draftOf(source: Source): SourceDraft {
  const key = nextKey++;
  switch (source.type) {
    case 'quran':
      return {
        key,
        type: 'quran',
        surah: String(source.surah),
        ayahFrom: String(source.ayahFrom),
        ayahTo: String(source.ayahTo),
      };
    case 'hadith':
      return { key, type: 'hadith', collection: source.collection, number: source.number, grading: source.grading };
    case 'book':
      return { key, type: 'book', title: source.title, author: source.author ?? '', page: source.page ?? '' };
  }
}

function emptyDraft(type: SourceType): SourceDraft {
  const key = nextKey++;
  if (type === 'quran') return { key, type, surah: '', ayahFrom: '', ayahTo: '' };
  if (type === 'hadith') return { key, type, collection: '', number: '', grading: '' };
  return { key, type, title: '', author: '', page: '' };
}

/** A typed number ('' and words stay as they are: the contract's schema names the problem). */
const numberOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** What a row sends (before the contract's schema checks it). */
function sendable(draft: SourceDraft): unknown {
  switch (draft.type) {
    case 'quran':
      return {
        type: 'quran',
        surah: numberOf(draft.surah),
        ayahFrom: numberOf(draft.ayahFrom),
        ayahTo: draft.ayahTo.trim() === '' ? numberOf(draft.ayahFrom) : numberOf(draft.ayahTo),
      };
    case 'hadith':
      return { type: 'hadith', collection: draft.collection, number: draft.number, grading: draft.grading };
    case 'book':
      return { type: 'book', title: draft.title, author: draft.author, page: draft.page };
  }
}

const inPageLanguage = (text: string) => translateMessage(text, currentIntlLocale());

/** Sources as one text, whatever order their fields came in (the form's or the server's). */
function canonical(sources: readonly Source[]): string {
  return JSON.stringify(
    sources.map((source) => {
      switch (source.type) {
        case 'quran':
          return [source.type, source.surah, source.ayahFrom, source.ayahTo];
        case 'hadith':
          return [source.type, source.collection, source.number, source.grading];
        case 'book':
          return [source.type, source.title, source.author ?? null, source.page ?? null];
      }
    }),
  );
}

/** The problems of the rows, by `<row>.<field>`, in the contract's words. */
type SourceErrors = Record<string, string>;

/**
 * The Sources of a form: the rows, their problems after a check, and whether they differ from the stored ones.
 * `check()` gives the sources to send (null, with the problems shown, when a row is wrong).
 */
export function useSourcesDraft(stored: readonly Source[] = []) {
  const [rows, setRows] = useState<SourceDraft[]>(() => stored.map(draftOf));
  const [errors, setErrors] = useState<SourceErrors>({});

  const parse = () => sourcesSchema.safeParse(rows.map(sendable));

  function check(): Source[] | null {
    const parsed = parse();
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: SourceErrors = {};
    for (const issue of parsed.error.issues) {
      const [row, field = 'type'] = issue.path;
      const name = `${String(row)}.${String(field)}`;
      found[name] ??= inPageLanguage(issue.message);
    }
    setErrors(found);
    return null;
  }

  return {
    rows,
    errors,
    setRows,
    check,
    /** The rows as the contract reads them (null when one is wrong), without showing anything. */
    parsed: (): Source[] | null => {
      const parsed = parse();
      return parsed.success ? parsed.data : null;
    },
    /** Whether `sources` (checked) differ from what the item has stored. */
    changed: (sources: readonly Source[]) => canonical(sources) !== canonical(stored),
  };
}

export type SourcesDraft = ReturnType<typeof useSourcesDraft>;

/**
 * The item's save followed by its sources' (only when they changed; `draft.check()` passed before the item was
 * sent): `run` saves the item and `idOf` reads its id from the answer. A failure of the sources' save does not
 * undo the item's: `problem` says so, to show instead of the save's success (null when all went well).
 */
export async function saveWithSources<R>(
  kind: ContentKind,
  draft: SourcesDraft,
  run: () => Promise<R>,
  idOf: (saved: R) => number,
): Promise<{ saved: R; problem: string | null }> {
  const saved = await run();
  const sources = draft.parsed();
  if (!sources || !draft.changed(sources)) return { saved, problem: null };
  try {
    await api.call(endpoints.review.saveSources, { params: { kind, id: idOf(saved) }, body: { sources } });
    return { saved, problem: null };
  } catch (caught) {
    console.error('[admin] sources save failed:', caught);
    const reason = caught instanceof Error ? caught.message : messages.t('list.couldNotLoad');
    return { saved, problem: messages.t('review.form.sourcesFailed', { reason }) };
  }
}

const Fieldset = styled.fieldset`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  legend {
    padding-inline: ${tokens.space.xs};
    font-weight: 800;
  }
`;

const Row = styled.fieldset`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px dashed ${palette.border};
  border-radius: ${tokens.radius.sm};
  legend {
    padding-inline: ${tokens.space.xs};
    font-weight: 700;
  }
`;

/** The row's fields side by side, wrapping on a phone. */
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${tokens.space.md};
  > * {
    flex: 1 1 9rem;
    min-inline-size: 0;
  }
`;

const AddButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const typeNames: Record<SourceType, AdminMessageId> = {
  quran: 'review.form.quran',
  hadith: 'review.form.hadith',
  book: 'review.form.book',
};

const addLabels: Record<SourceType, AdminMessageId> = {
  quran: 'review.form.addQuran',
  hadith: 'review.form.addHadith',
  book: 'review.form.addBook',
};

/**
 * The Sources editor: a row per source (its fields in a group named 'Source 1: Quran', with its Remove button),
 * then Add a Quran passage / a hadith / a book. A new row takes the keyboard at its first field; after a removal
 * it goes to the first Add button.
 */
export function SourcesEditor({ draft }: { draft: SourcesDraft }) {
  const t = useAdminT();
  const hintId = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<{ key: number } | 'add' | null>(null);
  const { rows, errors, setRows } = draft;

  useEffect(() => {
    if (focus === null) return;
    const target =
      focus === 'add'
        ? box.current?.querySelector<HTMLElement>('[data-add-source]')
        : box.current?.querySelector<HTMLElement>(
            `[data-source="${focus.key}"] input, [data-source="${focus.key}"] select`,
          );
    target?.focus();
    setFocus(null);
  }, [focus]);

  const change = (key: number, next: Partial<Record<string, string>>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...next } : row)));

  function field(index: number, row: SourceDraft, name: string, label: AdminMessageId, numeric = false) {
    const value = (row as unknown as Record<string, string>)[name] ?? '';
    return (
      <Input
        key={name}
        label={t(label)}
        name={`sources.${index}.${name}`}
        inputMode={numeric ? 'numeric' : undefined}
        dir={numeric ? 'ltr' : 'auto'}
        maxLength={numeric ? 3 : sourceLimits.text}
        value={value}
        error={errors[`${index}.${name}`]}
        onChange={(event) => change(row.key, { [name]: event.target.value })}
      />
    );
  }

  function fieldsOf(index: number, row: SourceDraft) {
    switch (row.type) {
      case 'quran':
        return [
          field(index, row, 'surah', 'review.form.surah', true),
          field(index, row, 'ayahFrom', 'review.form.ayahFrom', true),
          field(index, row, 'ayahTo', 'review.form.ayahTo', true),
        ];
      case 'hadith':
        return [
          field(index, row, 'collection', 'review.form.collection'),
          field(index, row, 'number', 'review.form.number'),
          <SelectField
            key="grading"
            label={t('review.form.grading')}
            name={`sources.${index}.grading`}
            value={row.grading}
            error={errors[`${index}.grading`]}
            onChange={(event) => change(row.key, { grading: event.target.value })}
          >
            <option value="">{t('review.form.chooseGrading')}</option>
            {hadithGradings.map((grading) => (
              <option key={grading} value={grading}>
                {t(`review.grading.${grading}`)}
              </option>
            ))}
          </SelectField>,
        ];
      case 'book':
        return [
          field(index, row, 'title', 'review.form.bookTitle'),
          field(index, row, 'author', 'review.form.bookAuthor'),
          field(index, row, 'page', 'review.form.bookPage'),
        ];
    }
  }

  const full = rows.length >= sourceLimits.perItem;
  return (
    <Fieldset ref={box} aria-describedby={hintId}>
      <legend>{t('review.sources.title')}</legend>
      <FieldHint id={hintId}>{t('review.form.sourcesHint')}</FieldHint>
      {rows.map((row, index) => (
        <Row key={row.key} data-source={row.key}>
          <legend>{t('review.form.source', { number: String(index + 1), kind: t(typeNames[row.type]) })}</legend>
          <Fields>{fieldsOf(index, row)}</Fields>
          {errors[`${index}.type`] ? <FieldHint $error>{errors[`${index}.type`]}</FieldHint> : null}
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            onClick={() => {
              setRows((current) => current.filter((other) => other.key !== row.key));
              setFocus('add');
            }}
          >
            {t('review.form.removeSource', { number: String(index + 1) })}
          </Button>
        </Row>
      ))}
      {full ? <FieldHint>{t('review.form.limit', { count: sourceLimits.perItem })}</FieldHint> : null}
      <AddButtons>
        {(['quran', 'hadith', 'book'] as const).map((type, index) => (
          <Button
            key={type}
            type="button"
            $variant="outline"
            $size="sm"
            disabled={full}
            data-add-source={index === 0 ? '' : undefined}
            onClick={() => {
              const row = emptyDraft(type);
              setRows((current) => [...current, row]);
              setFocus({ key: row.key });
            }}
          >
            {t(addLabels[type])}
          </Button>
        ))}
      </AddButtons>
    </Fieldset>
  );
}

/** Each kind's reads an item's review changes (its list's Status column, its View and Edit screens). */
const kindReads = (kind: ContentKind): readonly Endpoint[] => {
  const reads = endpoints[contentKinds[kind].table];
  return [reads.list, reads.get];
};

const Panel = styled.section`
  box-sizing: border-box;
  max-width: 880px;
  margin-block-end: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-inline-start: 6px solid #ffbe0b;
  border-radius: ${tokens.radius.md};
  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: ${tokens.space.xs} 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
`;

/** The states from which an item (or its waiting edit) can be sent for review. */
const sendableStates = new Set<ItemReview['status']>(['draft', 'changes_requested']);

/**
 * On an Edit screen: the item's review state ('Published', 'Edit waiting for review'), who checked it, the
 * reviewer's note when it was sent back, and 'Send for review' while it (or its edit) is a draft or sent back.
 */
export function ReviewPanel({ kind, id, review }: { kind: ContentKind; id: number; review: ItemReview }) {
  const t = useAdminT();
  const headingId = useId();
  const [current, setCurrent] = useState(review);
  const { notice, show, clear } = useNotice();
  const submit = useEndpointMutation(endpoints.review.submit, {
    invalidates: [endpoints.review.queue, endpoints.review.detail, ...kindReads(kind)],
  });
  const checkedBy = useCheckedBy()(current);
  const waiting = current.revisionStatus ?? current.status;
  const canSend = sendableStates.has(waiting);
  const sentBack = waiting === 'changes_requested' && current.note;

  async function send() {
    clear();
    try {
      const answer = await submit.mutateAsync({ params: { kind, id } });
      setCurrent(answer.review);
      show('success', answer.message);
    } catch (caught) {
      console.error('[admin] send for review failed:', caught);
      show('danger', withServerReason(t('review.form.submitFailed'), caught, ' '));
    }
  }

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('review.form.title')}</h2>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <Line>
        <ReviewTags review={current} />
        {checkedBy ? <span>{checkedBy}</span> : null}
      </Line>
      {sentBack ? (
        <p dir="auto">
          <strong>{t('review.form.reviewerNote')}</strong> {current.note}
        </p>
      ) : null}
      {canSend ? (
        <Line>
          <Button
            type="button"
            disabled={submit.isPending}
            aria-busy={submit.isPending || undefined}
            onClick={() => void send()}
          >
            {t(submit.isPending ? 'review.form.submitting' : 'review.form.submit')}
          </Button>
        </Line>
      ) : null}
    </Panel>
  );
}
