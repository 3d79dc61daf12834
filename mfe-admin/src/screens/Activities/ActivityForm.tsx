import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import {
  type Activity,
  type ActivityInput,
  type ActivityKind,
  activityLanguageValues,
  activityStatusValues,
  endpoints,
} from '@young-minds/contracts';
import { Alert, Button, ButtonLink, Spinner, tokens } from '@young-minds/ui';
import { CheckList, CheckRow, FieldGroup, FieldHint, Input, SelectField, TextAreaField } from '@young-minds/ui/forms';
import { useAdminT } from '../../messages';
import { ContentFlagFields } from '../ContentFlags/ContentFlagFields';
import {
  AddScreen,
  CoverPicker,
  FormActions,
  ItemScreen,
  Panel,
  useCategoriesItem,
  palette,
  serverText,
  useNotice,
  ReviewPanel,
  SourcesEditor,
  saveWithSources,
  useSourcesDraft,
} from '../../shared';
import { type ActivityDraft, blankDraft, draftOf, inputOf, problemsOf } from './draft';
import { activityMediaUpload } from './MediaPicker';
import { FillBlanksEditor, MatchEditor, type Problems, RadioGroup, RevealEditor } from './KindEditors';
import { activityPaths, useActivityLoadStatus, useActivityWords } from './parts';

const Count = styled.p`
  margin: ${tokens.space.sm} 0 0;
  color: ${palette.muted};
  font-weight: 700;
`;

const ProblemList = styled.ul`
  margin: ${tokens.space.xs} 0 0;
  padding-inline-start: ${tokens.space.lg};
`;

/** The field problems the server named (`fields` of its 400), by the same paths the form uses. */
function serverProblems(caught: unknown): Problems {
  if (!(caught instanceof ApiError) || typeof caught.body !== 'object' || caught.body === null) return {};
  const { fields } = caught.body as { fields?: unknown };
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The categories an activity belongs to, as a checklist (at least one). */
function CategoryChecklist({
  selected,
  problem,
  onChange,
}: {
  selected: number[];
  problem?: string;
  onChange: (ids: number[]) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const categories = useCategoriesItem();
  return (
    <FieldGroup aria-describedby={`${id}-count`} aria-invalid={problem ? true : undefined}>
      <legend>{t('activities.categories')}</legend>
      {categories.loading ? (
        <Spinner label={t('form.loadingCategories')} />
      ) : categories.error ? (
        <Alert variant="danger">{t('form.categoriesFailed')}</Alert>
      ) : (
        <CheckList>
          {(categories.item ?? []).map((category) => (
            <CheckRow key={category.id}>
              <input
                type="checkbox"
                id={`${id}-${category.id}`}
                checked={selected.includes(category.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...selected, category.id] : selected.filter((one) => one !== category.id),
                  )
                }
              />
              <label htmlFor={`${id}-${category.id}`}>{category.name}</label>
            </CheckRow>
          ))}
        </CheckList>
      )}
      <Count id={`${id}-count`} aria-live="polite">
        {problem ? (
          <FieldHint as="span" $error>
            {problem}
          </FieldHint>
        ) : (
          t('activities.selectedCategories', { count: selected.length })
        )}
      </Count>
    </FieldGroup>
  );
}

interface EditorProps {
  initial: ActivityDraft;
  editing: boolean;
  /** Sends the whole activity; resolves with the server's message and the saved activity. */
  save: (input: ActivityInput) => Promise<{ message: string; activity: { id: number } }>;
  /** On Edit, the stored activity's sources. */
  stored?: Pick<Activity, 'sources'>;
}

/** The one activity form behind Add and Edit: the activity's facts, its kind, and the kind's own editor. */
function ActivityEditor({ initial, editing, save, stored }: EditorProps) {
  const t = useAdminT();
  const words = useActivityWords();
  const { navigateWithNotice } = useNotice();
  const [draft, setDraft] = useState(initial);
  const sources = useSourcesDraft(stored?.sources);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const uploading = Object.values(uploads).some(Boolean);

  // After a refused save the keyboard goes to the first field marked invalid (else to the problem summary).
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }, [refusals]);

  const change = (next: Partial<ActivityDraft>) => setDraft((current) => ({ ...current, ...next }));
  const onBusyChange = (key: string, busy: boolean) => setUploads((current) => ({ ...current, [key]: busy }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploading) return;
    const found = problemsOf(draft);
    setProblems(found);
    const sourcesFine = sources.check() !== null;
    if (Object.keys(found).length > 0 || !sourcesFine) {
      setFailure(t('form.correctFields'));
      setRefusals((n) => n + 1);
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      // The activity, then its sources (they need its id).
      const { saved, problem } = await saveWithSources(
        'activity',
        sources,
        () => save(inputOf(draft)),
        (answer) => answer.activity.id,
      );
      navigateWithNotice(
        activityPaths.list,
        problem ? { variant: 'danger', text: problem } : { variant: 'success', text: saved.message },
      );
    } catch (caught) {
      console.error('[admin] activity save failed:', caught);
      setProblems(serverProblems(caught));
      setFailure(serverText(caught) ?? t(editing ? 'activities.updateFailed' : 'activities.createFailed'));
      setSaving(false);
      setRefusals((n) => n + 1);
    }
  }

  const problemTexts = [...new Set(Object.values(problems))];
  const kindOptions = (['match', 'revealMatch', 'fillBlanks'] as const).map((kind): readonly [ActivityKind, string] => [
    kind,
    words.kind(kind),
  ]);

  return (
    <Panel>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Input
          label={t('activities.title')}
          dir="auto"
          required
          value={draft.title}
          error={problems.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextAreaField
          label={t('activities.prompt')}
          hint={t('activities.promptHint')}
          dir="auto"
          rows={2}
          required
          value={draft.prompt}
          error={problems.prompt}
          onChange={(event) => change({ prompt: event.target.value })}
        />
        <SelectField
          label={t('activities.language')}
          value={draft.language}
          error={problems.language}
          onChange={(event) => {
            const language = activityLanguageValues.find((known) => known === event.target.value);
            if (language) change({ language });
          }}
        >
          {activityLanguageValues.map((language) => (
            <option key={language} value={language}>
              {t(`activities.language.${language}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('activities.statusLabel')}
          hint={t('activities.statusHint')}
          value={draft.status}
          error={problems.status}
          onChange={(event) => {
            const status = activityStatusValues.find((known) => known === event.target.value);
            if (status) change({ status });
          }}
        >
          {activityStatusValues.map((status) => (
            <option key={status} value={status}>
              {words.status(status)}
            </option>
          ))}
        </SelectField>
        <CategoryChecklist
          selected={draft.categoryIds}
          problem={problems.linked_categories}
          onChange={(categoryIds) => change({ categoryIds })}
        />
        <ContentFlagFields values={draft.flags} onChange={(flags) => change({ flags: { ...draft.flags, ...flags } })} />
        <CoverPicker
          url={draft.cover}
          upload={activityMediaUpload('image')}
          onChange={(cover) => change({ cover })}
          onBusyChange={(busy) => onBusyChange('cover', busy)}
        />
        <RadioGroup
          legend={t('activities.kindLabel')}
          name="kind"
          value={draft.kind}
          options={kindOptions}
          onChange={(kind) => change({ kind })}
        />
        {/* The admin's own words stay left to right; each field of the activity's text takes dir="auto". */}
        <div>
          {draft.kind === 'match' ? (
            <MatchEditor
              value={draft.match}
              problems={problems}
              onBusyChange={onBusyChange}
              onChange={(next) => setDraft((current) => ({ ...current, match: { ...current.match, ...next } }))}
            />
          ) : draft.kind === 'revealMatch' ? (
            <RevealEditor
              value={draft.reveal}
              problems={problems}
              onBusyChange={onBusyChange}
              onChange={(next) => setDraft((current) => ({ ...current, reveal: { ...current.reveal, ...next } }))}
            />
          ) : (
            <FillBlanksEditor
              value={draft.fill}
              problems={problems}
              onBusyChange={onBusyChange}
              onChange={(next) => setDraft((current) => ({ ...current, fill: { ...current.fill, ...next } }))}
            />
          )}
        </div>
        <SourcesEditor draft={sources} />

        {failure ? (
          <Alert variant="danger" tabIndex={-1} style={{ marginBlockStart: tokens.space.md }}>
            {failure}
            {problemTexts.length > 0 ? (
              <ProblemList>
                {problemTexts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ProblemList>
            ) : null}
          </Alert>
        ) : null}
        {uploading ? <FieldHint>{t('activities.waitForUploads')}</FieldHint> : null}
        <FormActions>
          <Button type="submit" disabled={saving || uploading} aria-busy={saving || undefined}>
            {saving ? t('form.saving') : t(editing ? 'form.saveChanges' : 'activities.createSubmit')}
          </Button>
          <ButtonLink to={activityPaths.list} $variant="outline">
            {t('form.cancel')}
          </ButtonLink>
        </FormActions>
      </form>
    </Panel>
  );
}

/** Add Activity (/admin/manage-activities/add). */
export function CreateActivity() {
  const t = useAdminT();
  return (
    <AddScreen title={t('activities.add')}>
      <ActivityEditor
        initial={blankDraft()}
        editing={false}
        save={(body) => api.call(endpoints.activities.create, { body })}
      />
    </AddScreen>
  );
}

/** Edit Activity (/admin/manage-activities/edit/:id): the stored activity, saved whole with PUT. */
export function EditActivity() {
  const t = useAdminT();
  return (
    <ItemScreen endpoint={endpoints.activities.get} title={t('activities.edit')} status={useActivityLoadStatus()}>
      {(activity) => (
        <>
          <ReviewPanel kind="activity" id={activity.id} review={activity.review} />
          <ActivityEditor
            key={activity.id}
            initial={draftOf(activity)}
            editing
            stored={activity}
            save={(body) => api.call(endpoints.activities.update, { params: { id: activity.id }, body })}
          />
        </>
      )}
    </ItemScreen>
  );
}
