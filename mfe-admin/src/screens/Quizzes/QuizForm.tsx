import { type FormEvent, useEffect, useId, useState } from 'react';
import { useParams } from '@young-minds/router';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import {
  type ContentLanguage,
  type Quiz,
  type QuizAnswerOption,
  type QuizInput,
  endpoints,
  quizAnswerOptions,
  quizOptionFields,
  quizPictureLabel,
} from '@young-minds/contracts';
import { Alert, Button, ButtonLink, Spinner, media, tokens } from '@young-minds/ui';
import { CheckList, CheckRow, FieldGroup, Input, SelectField } from '@young-minds/ui/forms';
import { messages, useAdminT } from '../../messages';
import {
  ContentFlagFields,
  type ContentFlagValues,
  contentFlagJson,
  contentFlagsOf,
  defaultContentFlags,
} from '../ContentFlags/ContentFlagFields';
import { ContentLanguageField, defaultContentLanguage } from '../ContentFlags/ContentLanguageField';
import {
  CoverPicker,
  FormActions,
  ItemLoadStatus,
  MediaPicker,
  type MediaUpload,
  fileForm,
  PageHeader,
  Panel,
  useCategoriesItem,
  palette,
  serverText,
  useItemOf,
  useNotice,
  ReviewPanel,
  SourcesEditor,
  saveWithSources,
  useSourcesDraft,
} from '../../shared';
import { quizPaths, useQuizLoadStatus } from './parts';

/** `POST /api/quizzes/media` with progress: an answer's picture or the cover, uploaded before the quiz is saved. */
const quizPictureUpload: MediaUpload = async (file, transfer) =>
  (await api.call(endpoints.quizzes.uploadPicture, { body: fileForm('image', file), ...transfer })).url;

type OptionField = (typeof quizOptionFields)[QuizAnswerOption]['text'];
type PictureField = (typeof quizOptionFields)[QuizAnswerOption]['image'];

const optionFields: ReadonlyArray<readonly [QuizAnswerOption, OptionField]> = quizAnswerOptions.map(
  (letter) => [letter, quizOptionFields[letter].text] as const,
);

interface QuestionDraft extends Record<OptionField, string>, Record<PictureField, string | null> {
  /** Keeps a question's fields in place while others are added or removed. */
  key: number;
  question: string;
  correct_option: QuizAnswerOption | '';
}

interface QuizDraft {
  title: string;
  /** The cover picture's path, null for none. */
  cover: string | null;
  flags: ContentFlagValues;
  language: ContentLanguage;
  categoryIds: number[];
  questions: QuestionDraft[];
}

let lastKey = 0;
const newKey = () => ++lastKey;

function blankQuestion(): QuestionDraft {
  return {
    key: newKey(),
    question: '',
    option_a: '',
    option_b: '',
    option_c: '',
    option_d: '',
    option_a_image: null,
    option_b_image: null,
    option_c_image: null,
    option_d_image: null,
    correct_option: '',
  };
}

/** A new quiz starts with one blank question of four options (A–D), ready to fill in. */
function blankDraft(): QuizDraft {
  return {
    title: '',
    cover: null,
    flags: defaultContentFlags,
    language: defaultContentLanguage,
    categoryIds: [],
    questions: [blankQuestion()],
  };
}

function draftOf(quiz: Quiz): QuizDraft {
  return {
    title: quiz.title,
    cover: quiz.cover_image,
    flags: contentFlagsOf(quiz),
    language: quiz.language,
    categoryIds: quiz.linked_categories,
    questions: quiz.questions.map((question) => ({
      key: newKey(),
      question: question.question,
      option_a: question.option_a,
      option_b: question.option_b,
      option_c: question.option_c,
      option_d: question.option_d,
      option_a_image: question.option_a_image,
      option_b_image: question.option_b_image,
      option_c_image: question.option_c_image,
      option_d_image: question.option_d_image,
      correct_option: question.correct_option ?? '',
    })),
  };
}

function selectedText(count: number): string {
  return messages.t('quizzes.selectedCategories', { count });
}

/** The field ids of one form, so a problem can send the focus to its field. */
function fieldIds(formId: string) {
  return {
    title: `${formId}-title`,
    category: (id: number) => `${formId}-category-${id}`,
    question: (key: number) => `${formId}-q${key}-question`,
    option: (key: number, letter: QuizAnswerOption) => `${formId}-q${key}-option-${letter}`,
    correct: (key: number) => `${formId}-q${key}-correct`,
  };
}

type FieldIds = ReturnType<typeof fieldIds>;

/** The first thing missing, in the order the spec lists the rules, with the field to focus; null when complete. */
function firstProblem(
  draft: QuizDraft,
  ids: FieldIds,
  firstCategoryId: number | undefined,
): { text: string; focus: string | null } | null {
  if (draft.categoryIds.length === 0) {
    return {
      text: messages.t('quizzes.problem.category'),
      focus: firstCategoryId === undefined ? null : ids.category(firstCategoryId),
    };
  }
  if (!draft.title.trim()) return { text: messages.t('quizzes.problem.title'), focus: ids.title };
  for (const [index, question] of draft.questions.entries()) {
    const number = index + 1;
    if (!question.question.trim())
      return { text: messages.t('quizzes.problem.question', { number }), focus: ids.question(question.key) };
    for (const [letter, field] of optionFields) {
      if (!question[field].trim())
        return {
          text: messages.t('quizzes.problem.option', { letter: messages.t('quizzes.letter', { letter }), number }),
          focus: ids.option(question.key, letter),
        };
    }
    if (!question.correct_option)
      return { text: messages.t('quizzes.problem.correct', { number }), focus: ids.correct(question.key) };
  }
  return null;
}

function inputOf(draft: QuizDraft): QuizInput {
  return {
    title: draft.title.trim(),
    cover_image: draft.cover,
    ...contentFlagJson(draft.flags),
    language: draft.language,
    linked_categories: draft.categoryIds,
    questions: draft.questions.map((question) => ({
      question: question.question.trim(),
      option_a: question.option_a.trim(),
      option_b: question.option_b.trim(),
      option_c: question.option_c.trim(),
      option_d: question.option_d.trim(),
      option_a_image: question.option_a_image,
      option_b_image: question.option_b_image,
      option_c_image: question.option_c_image,
      option_d_image: question.option_d_image,
      correct_option: question.correct_option as QuizAnswerOption,
    })),
  };
}

const Count = styled.p`
  margin: ${tokens.space.sm} 0 0;
  color: ${palette.muted};
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0;
  color: ${palette.muted};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${tokens.space.md};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const QuestionFoot = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const SourcesSpace = styled.div`
  margin-block-start: ${tokens.space.md};
`;

interface EditorProps {
  mode: 'create' | 'edit';
  initial: QuizDraft;
  /** Sends the whole quiz; resolves with the server's message and the saved quiz. */
  save: (input: QuizInput) => Promise<{ message: string; quiz: { id: number } }>;
  /** On Edit, the stored quiz's sources and review. */
  stored?: Pick<Quiz, 'id' | 'sources' | 'review'>;
}

const texts = {
  create: {
    title: 'quizzes.create',
    submit: 'quizzes.createSubmit',
    busy: 'quizzes.creating',
    failed: 'quizzes.createFailed',
  },
  edit: { title: 'quizzes.edit', submit: 'form.saveChanges', busy: 'form.saving', failed: 'quizzes.updateFailed' },
} as const;

/** The one quiz form behind Create New Quiz and Edit Quiz: title, categories, questions. */
function QuizEditor({ mode, initial, save, stored }: EditorProps) {
  const t = useAdminT();
  const text = texts[mode];
  const ids = fieldIds(useId());
  const countId = useId();
  const categories = useCategoriesItem();
  const { navigateWithNotice } = useNotice();
  const [title, setTitle] = useState(initial.title);
  const [cover, setCover] = useState(initial.cover);
  const [flags, setFlags] = useState(initial.flags);
  const [language, setLanguage] = useState(initial.language);
  const [categoryIds, setCategoryIds] = useState(initial.categoryIds);
  const [questions, setQuestions] = useState(initial.questions);
  const sources = useSourcesDraft(stored?.sources);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Pictures still uploading: the quiz waits for them.
  const [uploads, setUploads] = useState(0);
  // Set after a render that adds, removes or points at a field, so the field exists when it is focused.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function toggleCategory(id: number, checked: boolean) {
    setCategoryIds((current) => (checked ? [...current, id] : current.filter((selected) => selected !== id)));
  }

  function changeQuestion(key: number, change: Partial<QuestionDraft>) {
    setQuestions((current) =>
      current.map((question) => (question.key === key ? { ...question, ...change } : question)),
    );
  }

  function addQuestion() {
    const added = blankQuestion();
    setQuestions((current) => [...current, added]);
    setFocusTarget({ id: ids.question(added.key) });
  }

  function removeQuestion(index: number) {
    const remaining = questions.filter((_, at) => at !== index);
    if (remaining.length === 0) return;
    setQuestions(remaining);
    // The question that took its place, or the new last one.
    const next = remaining[Math.min(index, remaining.length - 1)]!;
    setFocusTarget({ id: ids.question(next.key) });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (uploads > 0) {
      setProblem(t('quizzes.pictureUploading'));
      return;
    }
    const draft = { title, cover, flags, language, categoryIds, questions };
    const found = firstProblem(draft, ids, categories.item?.[0]?.id);
    if (found) {
      setProblem(found.text);
      if (found.focus) setFocusTarget({ id: found.focus });
      return;
    }
    if (!sources.check()) {
      setProblem(t('review.form.sourcesInvalid'));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      // The quiz, then its sources (they need its id).
      const { saved, problem: sourcesProblem } = await saveWithSources(
        'quiz',
        sources,
        () => save(inputOf(draft)),
        (answer) => answer.quiz.id,
      );
      navigateWithNotice(
        quizPaths.list,
        sourcesProblem
          ? { variant: 'danger', text: sourcesProblem }
          : { variant: 'success', text: mode === 'create' ? t('quizzes.created') : saved.message },
      );
    } catch (caught) {
      setProblem(serverText(caught) ?? t(text.failed));
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t(text.title)} />
      {stored ? <ReviewPanel kind="quiz" id={stored.id} review={stored.review} /> : null}
      <Panel>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Input
            id={ids.title}
            label={t('quizzes.quizTitle')}
            value={title}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
          <ContentFlagFields values={flags} onChange={(change) => setFlags((current) => ({ ...current, ...change }))} />
          <ContentLanguageField value={language} onChange={setLanguage} />
          <CoverPicker
            url={cover}
            upload={quizPictureUpload}
            onChange={setCover}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />

          <FieldGroup aria-describedby={countId}>
            <legend>{t('quizzes.categories')}</legend>
            {categories.loading ? (
              <Spinner label={t('form.loadingCategories')} />
            ) : categories.error ? (
              <Alert variant="danger">{t('form.categoriesFailed')}</Alert>
            ) : categories.item && categories.item.length > 0 ? (
              <CheckList>
                {categories.item.map((category) => (
                  <CheckRow key={category.id}>
                    <input
                      type="checkbox"
                      id={ids.category(category.id)}
                      checked={categoryIds.includes(category.id)}
                      onChange={(event) => toggleCategory(category.id, event.target.checked)}
                    />
                    <label htmlFor={ids.category(category.id)}>{category.name}</label>
                  </CheckRow>
                ))}
              </CheckList>
            ) : (
              <Muted>{t('quizzes.noCategories')}</Muted>
            )}
            <Count id={countId} aria-live="polite">
              {selectedText(categoryIds.length)}
            </Count>
          </FieldGroup>

          {questions.map((question, index) => (
            <FieldGroup key={question.key}>
              <legend>{t('quizzes.questionNumber', { number: index + 1 })}</legend>
              <Input
                id={ids.question(question.key)}
                label={t('quizzes.question')}
                value={question.question}
                required
                onChange={(event) => changeQuestion(question.key, { question: event.target.value })}
              />
              <Options>
                {optionFields.map(([letter, field]) => (
                  <div key={letter}>
                    <Input
                      id={ids.option(question.key, letter)}
                      label={t('quizzes.option', { letter: t('quizzes.letter', { letter }) })}
                      value={question[field]}
                      required
                      onChange={(event) => changeQuestion(question.key, { [field]: event.target.value })}
                    />
                    <MediaPicker
                      kind="image"
                      label={t('quizzes.picture', { letter: t('quizzes.letter', { letter }) })}
                      serverLabel={quizPictureLabel}
                      upload={quizPictureUpload}
                      url={question[quizOptionFields[letter].image]}
                      texts={{
                        ready: t('quizzes.pictureReady'),
                        failed: t('quizzes.pictureFailed'),
                        remove: t('quizzes.pictureRemove', { letter: t('quizzes.letter', { letter }) }),
                        removeShort: t('quizzes.pictureRemoveShort'),
                      }}
                      onChange={(url) => changeQuestion(question.key, { [quizOptionFields[letter].image]: url })}
                      onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
                    />
                  </div>
                ))}
              </Options>
              <SelectField
                id={ids.correct(question.key)}
                label={t('quizzes.correctOption')}
                value={question.correct_option}
                required
                onChange={(event) =>
                  changeQuestion(question.key, { correct_option: event.target.value as QuizAnswerOption | '' })
                }
              >
                <option value="">{t('quizzes.selectCorrect')}</option>
                {quizAnswerOptions.map((letter) => (
                  <option key={letter} value={letter}>
                    {t('quizzes.letter', { letter })}
                  </option>
                ))}
              </SelectField>
              {questions.length > 1 ? (
                <QuestionFoot>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-label={t('quizzes.removeQuestion', { number: index + 1 })}
                    onClick={() => removeQuestion(index)}
                  >
                    {t('quizzes.remove')}
                  </Button>
                </QuestionFoot>
              ) : null}
            </FieldGroup>
          ))}

          <Button $variant="secondary" onClick={addQuestion}>
            {t('quizzes.addQuestion')}
          </Button>

          <SourcesSpace>
            <SourcesEditor draft={sources} />
          </SourcesSpace>
          {problem ? (
            <Alert variant="danger" style={{ marginTop: tokens.space.md }}>
              {problem}
            </Alert>
          ) : null}
          <FormActions>
            <Button type="submit" disabled={saving || uploads > 0} aria-busy={saving || undefined}>
              {saving ? t(text.busy) : t(text.submit)}
            </Button>
            <ButtonLink to={quizPaths.list} $variant="outline">
              {t('form.cancel')}
            </ButtonLink>
          </FormActions>
        </form>
      </Panel>
    </>
  );
}

/** Create New Quiz (/admin/manage-quizzes/add). */
export function CreateQuiz() {
  return (
    <QuizEditor mode="create" initial={blankDraft()} save={(body) => api.call(endpoints.quizzes.create, { body })} />
  );
}

/** Edit Quiz (/admin/manage-quizzes/edit/:id): the stored quiz, saved whole with PUT. */
export function EditQuiz() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const quiz = useItemOf(endpoints.quizzes.get, id);
  const loadStatus = useQuizLoadStatus();

  if (!quiz.item) {
    return (
      <>
        <PageHeader title={t('quizzes.edit')} />
        <ItemLoadStatus state={quiz} {...loadStatus} />
      </>
    );
  }
  const stored = quiz.item;
  return (
    <QuizEditor
      key={stored.id}
      mode="edit"
      initial={draftOf(stored)}
      stored={stored}
      save={(body) => api.call(endpoints.quizzes.update, { params: { id: stored.id }, body })}
    />
  );
}
