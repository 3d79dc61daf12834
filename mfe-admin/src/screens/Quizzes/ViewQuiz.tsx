import styled from 'styled-components';
import { type QuizQuestion, endpoints, quizAnswerOptions, quizOptionFields } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { formatList, formatNumber } from '@young-minds/i18n';
import { useAdminT } from '../../messages';
import { ContentFlagDetails } from '../ContentFlags/ContentFlagFields';
import { ContentLanguageDetail } from '../ContentFlags/ContentLanguageField';
import { Details, FormActions, ItemCover, ItemScreen, Panel, Thumb, formatDate, mediaUrl, palette } from '../../shared';
import { quizPaths, useQuizLoadStatus } from './parts';

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
`;

const QuestionCard = styled.li`
  padding: ${tokens.space.md};
  border: 1px solid ${palette.border};
  border-radius: ${tokens.radius.md};
  h3 {
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.font.size.md};
    color: ${palette.muted};
  }
  p {
    margin: 0 0 ${tokens.space.sm};
    font-weight: 700;
  }
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.xs};
`;

/** The right answer stands out by colour, weight and a tick, and says so in words for everyone. */
const Option = styled.li<{ $correct: boolean }>`
  padding: 6px 10px;
  border-radius: ${tokens.radius.sm};
  border: 1px solid ${(p) => (p.$correct ? tokens.color.successBorder : 'transparent')};
  background: ${(p) => (p.$correct ? tokens.color.successBg : 'transparent')};
  color: ${(p) => (p.$correct ? tokens.color.successText : palette.text)};
  font-weight: ${(p) => (p.$correct ? 800 : 400)};
`;

const SectionTitle = styled.h2`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.font.size.lg};
`;

function QuestionItem({ question, number }: { question: QuizQuestion; number: number }) {
  const t = useAdminT();
  return (
    <QuestionCard>
      <h3>{t('quizzes.questionNumber', { number })}</h3>
      <p>{question.question}</p>
      <Options aria-label={t('quizzes.optionsOf', { number })}>
        {quizAnswerOptions.map((letter) => {
          const correct = question.correct_option === letter;
          const picture = question[quizOptionFields[letter].image];
          return (
            <Option key={letter} $correct={correct}>
              {correct ? <span aria-hidden="true">✓ </span> : null}
              {t('quizzes.letter', { letter })}. {question[quizOptionFields[letter].text]}
              {correct ? t('quizzes.correctAnswer') : null}
              {picture ? <Thumb src={mediaUrl(picture)} alt="" /> : null}
            </Option>
          );
        })}
      </Options>
    </QuestionCard>
  );
}

/** View Quiz (/admin/manage-quizzes/view/:id): the stored quiz with its questions and answer key. */
export function ViewQuiz() {
  const t = useAdminT();
  return (
    <ItemScreen
      endpoint={endpoints.quizzes.get}
      title={t('quizzes.view')}
      itemTitle={(quiz) => quiz.title}
      status={useQuizLoadStatus()}
    >
      {(quiz) => (
        <Panel>
          <ItemCover src={quiz.cover_image} title={quiz.title} />
          <Details>
            <dt>{t('quizzes.categories')}</dt>
            <dd>{formatList(quiz.categories.map((category) => category.name)) || '—'}</dd>
            <dt>{t('quizzes.totalQuestions')}</dt>
            <dd>{formatNumber(quiz.questionCount)}</dd>
            <ContentFlagDetails item={quiz} />
            <ContentLanguageDetail language={quiz.language} />
            <dt>{t('quizzes.createdOn')}</dt>
            <dd>{formatDate(quiz.created_at)}</dd>
          </Details>
          <SectionTitle>{t('quizzes.questions')}</SectionTitle>
          <Questions>
            {quiz.questions.map((question, index) => (
              <QuestionItem key={question.id} question={question} number={index + 1} />
            ))}
          </Questions>
          <FormActions>
            <ButtonLink to={quizPaths.edit(quiz.id)}>{t('list.edit')}</ButtonLink>
            <ButtonLink to={quizPaths.list} $variant="outline">
              {t('quizzes.back')}
            </ButtonLink>
          </FormActions>
        </Panel>
      )}
    </ItemScreen>
  );
}
