import { ApiError, api } from '@young-minds/api-client';
import {
  type Quiz as QuizData,
  type QuizAnswerOption,
  type QuizCheckResult,
  type QuizQuestion,
  type QuizSubmissionResult,
  quizAnswerOptions,
  quizOptionFields,
  quizStars,
  quizEndpoints,
} from '@young-minds/contracts';
import { Alert, ButtonLink, focusRing, tokens } from '@young-minds/ui';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { isNetworkFailure, isOffline } from '../../offline/failures';
import { sendOrSave } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { SpeakButton, say, useFeedback, useSpeakOnArrival, useVoiceSettings } from '../../shared/voice';
import { useGate } from '../../shared/gate';
import { BigButton, LoadStatus, Title } from '../../shared/parts';
import { useStarsAndWords } from '../../shared/starsAndWords';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemCheck } from '../../shared/ItemCheck';

/** An answer as the question shows it: its text and its picture (never its letter, which a child never sees). */
const textOf = (question: QuizQuestion, option: QuizAnswerOption) => question[quizOptionFields[option].text];
const pictureOf = (question: QuizQuestion, option: QuizAnswerOption) => question[quizOptionFields[option].image];

/** A text read as a sentence of its own: a full stop unless it ends with one (or a question mark). */
const sentence = (text: string) => (/[.!?؟]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What the question card's speaker (and the screen's arrival) says: the question, then each answer. */
const questionAndAnswers = (question: QuizQuestion) =>
  [question.question, ...quizAnswerOptions.map((option) => textOf(question, option))].map(sentence).join(' ');

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${tokens.space.md};
  margin-block: ${tokens.space.md};
`;

/** The question card's heading with its one speaker, which reads the question and its answers. */
const QuestionRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  & > :first-child {
    flex: 1;
    margin-block-end: 0;
  }
`;

const OptionButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  min-height: 96px;
  padding: ${tokens.space.md};
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
  text-align: center;
  cursor: pointer;
  img {
    inline-size: 100%;
    max-block-size: 160px;
    object-fit: contain;
  }
  &[aria-pressed='true'] {
    border-color: ${tokens.color.primaryStrong};
    background: ${tokens.color.infoBg};
  }
  &.right-answer {
    border-color: ${tokens.color.successText};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const appear = keyframes`
  from { transform: scale(0.9); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

/** The feedback after an answer: a small pop, none for children who get dizzy from motion. */
const FeedbackBox = styled.div`
  &:not(:empty) {
    padding: ${tokens.space.md};
    border-radius: ${tokens.radius.lg};
    border: 3px solid ${tokens.color.border};
    animation: ${appear} 250ms ease-out both;
  }
  &.right {
    border-color: ${tokens.color.successText};
  }
  &.not-quite {
    border-color: ${tokens.color.dangerText};
  }
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    font-weight: 800;
  }
  img {
    max-block-size: 120px;
    max-inline-size: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    &:not(:empty) {
      animation: none;
    }
  }
`;

const AnswerPicture = styled.img`
  display: block;
  max-block-size: 96px;
  max-inline-size: 100%;
  margin-block: ${tokens.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin-block: ${tokens.space.md};
`;

const Results = styled.ol`
  padding-inline-start: ${tokens.space.lg};
  li {
    margin-block-end: ${tokens.space.md};
  }
  p {
    margin: 0;
  }
  .right {
    color: ${tokens.color.successText};
    font-weight: 800;
  }
  .wrong {
    color: ${tokens.color.dangerText};
    font-weight: 800;
  }
`;

const BigLink = styled(ButtonLink)`
  min-height: 64px;
  display: inline-flex;
  align-items: center;
  font-size: ${tokens.font.size.lg};
`;

/** After a quiz: take it again, or back to all quizzes. */
function WhatNext({ onAgain }: { onAgain: () => void }) {
  const t = useChildT();
  return (
    <Row>
      <BigButton onClick={onAgain}>{t('quiz.tryAgain')}</BigButton>
      <BigLink to="/child/quiz" $variant="outline">
        {t('quiz.allQuizzes')}
      </BigLink>
    </Row>
  );
}

/** An answer's picture (its text is beside it, so the picture itself says nothing more to a screen reader). */
function Picture({ url }: { url: string | null }) {
  return url ? <AnswerPicture src={url} alt="" /> : null;
}

function Result({ quiz, result, onAgain }: { quiz: QuizData; result: QuizSubmissionResult; onAgain: () => void }) {
  const t = useChildT();
  const starsAndWords = useStarsAndWords();
  const stars = quizStars(result.percentage);
  const heading = starsAndWords
    ? t('quiz.starsWords', { stars })
    : t('quiz.score', { score: result.score, total: result.total });
  const label = (question: QuizQuestion, option: QuizAnswerOption | null) =>
    option === null ? t('quiz.noAnswer') : textOf(question, option);
  return (
    <>
      <div role="status">
        <Title text={heading} />
      </div>
      {/* Heard as well as seen: "Well done!", then the heading. */}
      {stars > 0 ? <Celebration stars={stars} words={heading} /> : <p>{t('quiz.keepGoing')}</p>}
      <Title level={2} text={t('quiz.answers')} />
      <Results>
        {quiz.questions.map((question) => {
          const graded = result.results.find((entry) => entry.questionId === question.id);
          if (!graded) return null;
          return (
            <li key={question.id}>
              <p>{question.question}</p>
              <p className={graded.correct ? 'right' : 'wrong'}>
                {graded.correct ? `✓ ${t('quiz.right')}` : `✗ ${t('quiz.wrong')}`}
              </p>
              <p>{t('quiz.yourAnswer', { answer: label(question, graded.answer) })}</p>
              {graded.answer ? <Picture url={pictureOf(question, graded.answer)} /> : null}
              {graded.correct ? null : (
                <>
                  <p>{t('quiz.correctAnswer', { answer: label(question, graded.correct_option) })}</p>
                  <Picture url={pictureOf(question, graded.correct_option)} />
                </>
              )}
            </li>
          );
        })}
      </Results>
      <WhatNext onAgain={onAgain} />
    </>
  );
}

/**
 * What the child is told after an answer, before Next: the server's check (right, or not quite and the right
 * answer), or that it will be checked when the device is back online (the whole quiz is graded then, as before).
 */
type AnswerCheck =
  | { state: 'checking' }
  | { state: 'checked'; result: QuizCheckResult }
  | { state: 'later' }
  // The server asked for a break (too many checks in a minute): its kind words; the quiz is graded at the end.
  | { state: 'slowDown'; words: string };

function AnswerFeedback({ quiz, question, check }: { quiz: QuizData; question: QuizQuestion; check?: AnswerCheck }) {
  const t = useChildT();
  let className = '';
  let content = null;
  if (check?.state === 'checking') content = <p>{t('quiz.checking')}</p>;
  else if (check?.state === 'later') content = <p>{t('quiz.checkLater')}</p>;
  else if (check?.state === 'slowDown') content = <p>{check.words}</p>;
  else if (check?.state === 'checked' && check.result.correct) {
    className = 'right';
    content = <p>✓ {t('voice.right')}</p>;
  } else if (check?.state === 'checked') {
    className = 'not-quite';
    const right = check.result.correct_option;
    content = (
      <>
        <p>{t('voice.notQuite')}</p>
        <p>{t('quiz.correctAnswer', { answer: textOf(question, right) })}</p>
        <Picture url={pictureOf(question, right)} />
        <SpeakButton text={textOf(question, right)} language={quiz.language} />
      </>
    );
  }
  // Always there, so a screen reader hears what comes into it.
  return (
    <FeedbackBox role="status" className={className}>
      {content}
    </FeedbackBox>
  );
}

/** The start screen's best: a percentage, or stars in words for a young child. */
function Best({ percent }: { percent: number }) {
  const t = useChildT();
  const starsAndWords = useStarsAndWords();
  // Nothing until the age is known: a young child never sees a percentage flash by.
  if (starsAndWords === undefined) return null;
  return (
    <p>{starsAndWords ? t('quiz.bestStars', { count: quizStars(percent) }) : t('quiz.best', { score: percent })}</p>
  );
}

function Taking({ quiz }: { quiz: QuizData }) {
  const t = useChildT();
  const { check } = useGate();
  const feedback = useFeedback();
  const [step, setStep] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, QuizAnswerOption>>({});
  const [checks, setChecks] = useState<Record<number, AnswerCheck>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState(false);
  const [result, setResult] = useState<QuizSubmissionResult | null>(null);
  // Sent without a connection: kept on the device, checked when it is back (no score yet).
  const [saved, setSaved] = useState(false);

  const asked = step === null ? undefined : quiz.questions[step];
  // Each question and its answers, read out as it arrives (when Read to me is on).
  useSpeakOnArrival(asked ? questionAndAnswers(asked) : null, { language: quiz.language }, step);

  /**
   * A tap on an answer chooses it and says it (a child who cannot read hears what they picked); another tap
   * changes the choice. Nothing is judged until Check.
   */
  function choose(question: QuizQuestion, option: QuizAnswerOption) {
    if (checks[question.id]) return;
    setAnswers((given) => ({ ...given, [question.id]: option }));
    const { readToMe, muted } = useVoiceSettings.getState();
    if (readToMe && !muted) say(textOf(question, option), { language: quiz.language });
  }

  /** The chosen answer is given once: checked by the server at once, or later when the device is offline. */
  async function confirm(question: QuizQuestion) {
    const option = answers[question.id];
    if (option === undefined || checks[question.id]) return;
    const settle = (outcome: AnswerCheck) => setChecks((done) => ({ ...done, [question.id]: outcome }));
    if (isOffline()) return settle({ state: 'later' });
    settle({ state: 'checking' });
    try {
      const result = await api.call(quizEndpoints.check, {
        params: { id: quiz.id },
        body: { questionId: question.id, answer: option },
      });
      settle({ state: 'checked', result });
      if (result.correct) feedback('right');
      else feedback('notQuite', { text: textOf(question, result.correct_option), language: quiz.language });
    } catch (error) {
      // No connection (or another hitch): the answer stays, and the quiz is graded when it is handed in.
      if (error instanceof ApiError && error.status === 429) return settle({ state: 'slowDown', words: error.message });
      if (!isNetworkFailure(error)) check(error);
      settle({ state: 'later' });
    }
  }

  function again() {
    setAnswers({});
    setChecks({});
    setResult(null);
    setSaved(false);
    setStep(0);
  }

  async function submit() {
    setSending(true);
    setProblem(false);
    try {
      const body = {
        quizId: quiz.id,
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId: Number(questionId), answer })),
      };
      const sent = await sendOrSave(quizEndpoints.submit, { body }, { label: { kind: 'quiz', title: quiz.title } });
      if (sent.state === 'sent') setResult(sent.answer);
      else setSaved(true);
    } catch (error) {
      if (!check(error)) setProblem(true);
    } finally {
      setSending(false);
    }
  }

  if (result) return <Result quiz={quiz} result={result} onAgain={again} />;
  if (saved)
    return (
      <>
        <div role="status">
          <Title text={t('saved.answers')} />
        </div>
        <WhatNext onAgain={again} />
      </>
    );

  if (step === null)
    return (
      <>
        <Title text={quiz.title} language={quiz.language} />
        <ItemCheck kind="quiz" item={quiz} />
        <p>{t('quizzes.questions', { count: quiz.questions.length })}</p>
        {quiz.bestScore != null ? <Best percent={quiz.bestScore} /> : null}
        <BigButton onClick={() => setStep(0)} disabled={quiz.questions.length === 0}>
          {t('quiz.start')}
        </BigButton>
      </>
    );

  const question = quiz.questions[step]!;
  const last = step === quiz.questions.length - 1;
  const chosen = answers[question.id];
  const checked = checks[question.id];
  // Next (or Finish) waits for the feedback on this question's answer.
  const answered = checked !== undefined && checked.state !== 'checking';
  const rightOption = checked?.state === 'checked' ? checked.result.correct_option : null;
  return (
    <>
      <p>{t('quiz.progress', { number: step + 1, total: quiz.questions.length })}</p>
      <QuestionRow>
        <Title key={question.id} text={question.question} language={quiz.language} speak={false} />
        <SpeakButton text={questionAndAnswers(question)} language={quiz.language} />
      </QuestionRow>
      <Options role="group" aria-label={t('quiz.options')}>
        {quizAnswerOptions.map((option) => (
          <OptionButton
            key={option}
            type="button"
            aria-pressed={chosen === option}
            className={rightOption === option ? 'right-answer' : undefined}
            disabled={checked !== undefined}
            onClick={() => choose(question, option)}
          >
            <Picture url={pictureOf(question, option)} />
            <span>{textOf(question, option)}</span>
          </OptionButton>
        ))}
      </Options>
      <AnswerFeedback quiz={quiz} question={question} check={checked} />
      {problem ? <Alert variant="danger">{t('quiz.sendFailed')}</Alert> : null}
      <Row>
        {step > 0 ? (
          <BigButton $variant="outline" onClick={() => setStep(step - 1)}>
            {t('quiz.previous')}
          </BigButton>
        ) : null}
        {checked === undefined ? (
          <BigButton onClick={() => void confirm(question)} disabled={chosen === undefined}>
            <span aria-hidden="true">✓ </span>
            {t('quiz.check')}
          </BigButton>
        ) : last ? (
          <BigButton onClick={submit} disabled={sending || !answered} aria-busy={sending || undefined}>
            {sending ? t('quiz.sending') : t('quiz.finish')}
          </BigButton>
        ) : (
          <BigButton onClick={() => setStep(step + 1)} disabled={!answered}>
            {t('quiz.next')}
          </BigButton>
        )}
      </Row>
    </>
  );
}

/** `/child/quiz/:quizid`: the start screen, one question per screen, then the result. */
export function Quiz() {
  const t = useChildT();
  const quizId = useRouteItem('quiz', 'quizid');
  const loaded = useLoaded([useEndpoint(quizEndpoints.get, { params: { id: quizId } })], (answer) => answer);
  return (
    <LoadStatus loaded={loaded} loading={t('quiz.loading')}>
      {(quiz) => <Taking key={quiz.id} quiz={quiz} />}
    </LoadStatus>
  );
}
