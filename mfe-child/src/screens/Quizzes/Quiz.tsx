import {
  type Quiz as QuizData,
  type QuizAnswerOption,
  type QuizQuestion,
  type QuizSubmissionResult,
  endpoints,
  quizAnswerOptions,
  quizStars,
} from '@young-minds/contracts';
import { Alert, ButtonLink, focusRing, tokens } from '@young-minds/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { sendOrSave } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { SpeakButton } from '../../shared/voice';
import { useGate } from '../../shared/gate';
import { BigButton, LoadStatus, Title } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

const optionField = { A: 'option_a', B: 'option_b', C: 'option_c', D: 'option_d' } as const;
const textOf = (question: QuizQuestion, option: QuizAnswerOption) => question[optionField[option]];

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${tokens.space.md};
  margin-block: ${tokens.space.md};
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
`;

const OptionButton = styled.button`
  flex: 1;
  min-height: 72px;
  padding: ${tokens.space.md};
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${tokens.color.primaryStrong};
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
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

function Result({ quiz, result, onAgain }: { quiz: QuizData; result: QuizSubmissionResult; onAgain: () => void }) {
  const t = useChildT();
  const label = (question: QuizQuestion, option: QuizAnswerOption | null) =>
    option === null ? t('quiz.noAnswer') : `${option}. ${textOf(question, option)}`;
  return (
    <>
      <div role="status">
        <Title text={t('quiz.score', { score: result.score, total: result.total })} />
      </div>
      {quizStars(result.percentage) > 0 ? (
        <Celebration stars={quizStars(result.percentage)} />
      ) : (
        <p>{t('quiz.keepGoing')}</p>
      )}
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
              {graded.correct ? null : (
                <p>{t('quiz.correctAnswer', { answer: label(question, graded.correct_option) })}</p>
              )}
            </li>
          );
        })}
      </Results>
      <WhatNext onAgain={onAgain} />
    </>
  );
}

function Taking({ quiz }: { quiz: QuizData }) {
  const t = useChildT();
  const { check } = useGate();
  const [step, setStep] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<number, QuizAnswerOption>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState(false);
  const [result, setResult] = useState<QuizSubmissionResult | null>(null);
  // Sent without a connection: kept on the device, checked when it is back (no score yet).
  const [saved, setSaved] = useState(false);

  function again() {
    setAnswers({});
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
      const sent = await sendOrSave(endpoints.quizzes.submit, { body }, { label: { kind: 'quiz', title: quiz.title } });
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
        <p>{t('quizzes.questions', { count: quiz.questions.length })}</p>
        {quiz.bestScore != null ? <p>{t('quiz.best', { score: quiz.bestScore })}</p> : null}
        <BigButton onClick={() => setStep(0)} disabled={quiz.questions.length === 0}>
          {t('quiz.start')}
        </BigButton>
      </>
    );

  const question = quiz.questions[step]!;
  const last = step === quiz.questions.length - 1;
  const chosen = answers[question.id];
  return (
    <>
      <p>{t('quiz.progress', { number: step + 1, total: quiz.questions.length })}</p>
      <Title key={question.id} text={question.question} language={quiz.language} />
      <Options role="group" aria-label={t('quiz.options')}>
        {quizAnswerOptions.map((option) => (
          <Option key={option}>
            <OptionButton
              type="button"
              aria-pressed={chosen === option}
              onClick={() => setAnswers((given) => ({ ...given, [question.id]: option }))}
            >
              {textOf(question, option)}
            </OptionButton>
            <SpeakButton text={textOf(question, option)} language={quiz.language} />
          </Option>
        ))}
      </Options>
      {problem ? <Alert variant="danger">{t('quiz.sendFailed')}</Alert> : null}
      <Row>
        {step > 0 ? (
          <BigButton $variant="outline" onClick={() => setStep(step - 1)}>
            {t('quiz.previous')}
          </BigButton>
        ) : null}
        {last ? (
          <BigButton
            onClick={submit}
            disabled={sending || Object.keys(answers).length === 0}
            aria-busy={sending || undefined}
          >
            {sending ? t('quiz.sending') : t('quiz.finish')}
          </BigButton>
        ) : (
          <BigButton onClick={() => setStep(step + 1)} disabled={!chosen}>
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
  const loaded = useLoaded([useEndpoint(endpoints.quizzes.get, { params: { id: quizId } })], (answer) => answer);
  return (
    <LoadStatus loaded={loaded} loading={t('quiz.loading')}>
      {(quiz) => <Taking key={quiz.id} quiz={quiz} />}
    </LoadStatus>
  );
}
