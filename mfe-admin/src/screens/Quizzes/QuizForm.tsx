import { type FormEvent, useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Quiz, type QuizAnswerOption, type QuizInput, quizAnswerOptions } from '@young-minds/contracts';
import { Alert, Button, Input, Spinner, media, tokens } from '@young-minds/ui';
import {
  ButtonLink,
  CheckList,
  CheckRow,
  FieldGroup,
  FormActions,
  ItemLoadStatus,
  PageHeader,
  Panel,
  SelectField,
  fetchCategories,
  palette,
  serverText,
  useItem,
  useNotice,
} from '../../shared';
import { createQuiz, getQuiz, updateQuiz } from './api';
import { quizLoadStatus, quizPaths } from './parts';

type OptionField = 'option_a' | 'option_b' | 'option_c' | 'option_d';

const optionFields: ReadonlyArray<readonly [QuizAnswerOption, OptionField]> = [
  ['A', 'option_a'],
  ['B', 'option_b'],
  ['C', 'option_c'],
  ['D', 'option_d'],
];

interface QuestionDraft extends Record<OptionField, string> {
  /** Keeps a question's fields in place while others are added or removed. */
  key: number;
  question: string;
  correct_option: QuizAnswerOption | '';
}

interface QuizDraft {
  title: string;
  categoryIds: number[];
  questions: QuestionDraft[];
}

let lastKey = 0;
const newKey = () => ++lastKey;

function blankQuestion(): QuestionDraft {
  return { key: newKey(), question: '', option_a: '', option_b: '', option_c: '', option_d: '', correct_option: '' };
}

/** A new quiz starts with one question of four options (spec section 9). */
function blankDraft(): QuizDraft {
  return { title: '', categoryIds: [], questions: [blankQuestion()] };
}

function draftOf(quiz: Quiz): QuizDraft {
  return {
    title: quiz.title,
    categoryIds: quiz.linked_categories,
    questions: quiz.questions.map((question) => ({
      key: newKey(),
      question: question.question,
      option_a: question.option_a,
      option_b: question.option_b,
      option_c: question.option_c,
      option_d: question.option_d,
      correct_option: question.correct_option ?? '',
    })),
  };
}

function selectedText(count: number): string {
  if (count === 0) return 'Select at least one category';
  return count === 1 ? '1 category selected' : `${count} categories selected`;
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
function firstProblem(draft: QuizDraft, ids: FieldIds, firstCategoryId: number | undefined): { text: string; focus: string | null } | null {
  if (draft.categoryIds.length === 0) {
    return { text: 'Please select at least one category', focus: firstCategoryId === undefined ? null : ids.category(firstCategoryId) };
  }
  if (!draft.title.trim()) return { text: 'Please fill in the quiz title.', focus: ids.title };
  for (const [index, question] of draft.questions.entries()) {
    const number = index + 1;
    if (!question.question.trim()) return { text: `Please fill in the text of question ${number}.`, focus: ids.question(question.key) };
    for (const [letter, field] of optionFields) {
      if (!question[field].trim()) return { text: `Please fill in option ${letter} of question ${number}.`, focus: ids.option(question.key, letter) };
    }
    if (!question.correct_option) return { text: `Please choose the correct option of question ${number}.`, focus: ids.correct(question.key) };
  }
  return null;
}

function inputOf(draft: QuizDraft): QuizInput {
  return {
    title: draft.title.trim(),
    linked_categories: draft.categoryIds,
    questions: draft.questions.map((question) => ({
      question: question.question.trim(),
      option_a: question.option_a.trim(),
      option_b: question.option_b.trim(),
      option_c: question.option_c.trim(),
      option_d: question.option_d.trim(),
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

interface EditorProps {
  mode: 'create' | 'edit';
  initial: QuizDraft;
  /** Sends the whole quiz; resolves with the server's message. */
  save(input: QuizInput): Promise<{ message: string }>;
}

const texts = {
  create: { title: 'Create New Quiz', submit: 'Create Quiz', busy: 'Creating...', failed: 'Failed to create quiz' },
  edit: { title: 'Edit Quiz', submit: 'Save Changes', busy: 'Saving...', failed: 'Failed to update quiz' },
} as const;

/** The one quiz form behind Create New Quiz and Edit Quiz: title, categories, questions. */
function QuizEditor({ mode, initial, save }: EditorProps) {
  const text = texts[mode];
  const ids = fieldIds(useId());
  const countId = useId();
  const categories = useItem(fetchCategories, 'categories');
  const { navigateWithNotice } = useNotice();
  const [title, setTitle] = useState(initial.title);
  const [categoryIds, setCategoryIds] = useState(initial.categoryIds);
  const [questions, setQuestions] = useState(initial.questions);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Set after a render that adds, removes or points at a field, so the field exists when it is focused.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  function toggleCategory(id: number, checked: boolean) {
    setCategoryIds((current) => (checked ? [...current, id] : current.filter((selected) => selected !== id)));
  }

  function changeQuestion(key: number, change: Partial<QuestionDraft>) {
    setQuestions((current) => current.map((question) => (question.key === key ? { ...question, ...change } : question)));
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
    const draft = { title, categoryIds, questions };
    const found = firstProblem(draft, ids, categories.item?.[0]?.id);
    if (found) {
      setProblem(found.text);
      if (found.focus) setFocusTarget({ id: found.focus });
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const { message } = await save(inputOf(draft));
      navigateWithNotice(quizPaths.list, { variant: 'success', text: mode === 'create' ? 'Quiz created successfully!' : message });
    } catch (caught) {
      setProblem(serverText(caught) ?? text.failed);
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={text.title} />
      <Panel>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Input id={ids.title} label="Quiz Title" value={title} required onChange={(event) => setTitle(event.target.value)} />

          <FieldGroup aria-describedby={countId}>
            <legend>Categories</legend>
            {categories.loading ? (
              <Spinner label="Loading categories…" />
            ) : categories.error ? (
              <Alert variant="danger">Failed to load categories</Alert>
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
              <Muted>There are no categories yet: add one under Manage Categories first.</Muted>
            )}
            <Count id={countId} aria-live="polite">
              {selectedText(categoryIds.length)}
            </Count>
          </FieldGroup>

          {questions.map((question, index) => (
            <FieldGroup key={question.key}>
              <legend>Question {index + 1}</legend>
              <Input
                id={ids.question(question.key)}
                label="Question"
                value={question.question}
                required
                onChange={(event) => changeQuestion(question.key, { question: event.target.value })}
              />
              <Options>
                {optionFields.map(([letter, field]) => (
                  <Input
                    key={letter}
                    id={ids.option(question.key, letter)}
                    label={`Option ${letter}`}
                    value={question[field]}
                    required
                    onChange={(event) => changeQuestion(question.key, { [field]: event.target.value })}
                  />
                ))}
              </Options>
              <SelectField
                id={ids.correct(question.key)}
                label="Correct Option"
                value={question.correct_option}
                required
                onChange={(event) => changeQuestion(question.key, { correct_option: event.target.value as QuizAnswerOption | '' })}
              >
                <option value="">Select the correct option</option>
                {quizAnswerOptions.map((letter) => (
                  <option key={letter} value={letter}>
                    {letter}
                  </option>
                ))}
              </SelectField>
              {questions.length > 1 ? (
                <QuestionFoot>
                  <Button $variant="outline" $size="sm" aria-label={`Remove question ${index + 1}`} onClick={() => removeQuestion(index)}>
                    Remove
                  </Button>
                </QuestionFoot>
              ) : null}
            </FieldGroup>
          ))}

          <Button $variant="secondary" onClick={addQuestion}>
            Add Question
          </Button>

          {problem ? (
            <Alert variant="danger" style={{ marginTop: tokens.space.md }}>
              {problem}
            </Alert>
          ) : null}
          <FormActions>
            <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
              {saving ? text.busy : text.submit}
            </Button>
            <ButtonLink to={quizPaths.list} $variant="outline">
              Cancel
            </ButtonLink>
          </FormActions>
        </form>
      </Panel>
    </>
  );
}

/** Create New Quiz (/admin/manage-quizzes/add). */
export function CreateQuiz() {
  return <QuizEditor mode="create" initial={blankDraft()} save={createQuiz} />;
}

/** Edit Quiz (/admin/manage-quizzes/edit/:id): the stored quiz, saved whole with PUT. */
export function EditQuiz() {
  const { id = '' } = useParams();
  const quiz = useItem((signal) => getQuiz(id, signal), id);

  if (!quiz.item) {
    return (
      <>
        <PageHeader title="Edit Quiz" />
        <ItemLoadStatus state={quiz} {...quizLoadStatus} />
      </>
    );
  }
  const stored = quiz.item;
  return <QuizEditor key={stored.id} mode="edit" initial={draftOf(stored)} save={(input) => updateQuiz(stored.id, input)} />;
}
