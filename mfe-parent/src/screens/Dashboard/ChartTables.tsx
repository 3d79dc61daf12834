import type { DashboardChild } from '@young-minds/contracts';
import { VisuallyHiddenTable } from '@young-minds/ui';
import { useParentT } from '../../messages';
import { percentOrDash } from '../../shared/format';
import { useFamilyFormatDay } from '../../shared/familyClock';

/** The learning-time chart's numbers as a table for screen readers: one row per day, one column per child. */
export function MinutesTable({ family }: { family: readonly DashboardChild[] }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const days = family[0]?.minutesPerDay.map((point) => point.day) ?? [];
  return (
    <VisuallyHiddenTable>
      <caption>{t('dashboard.minutesChart')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.day')}</th>
          {family.map((child) => (
            <th key={child.id} scope="col">
              {child.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, index) => (
          <tr key={day}>
            <th scope="row">{formatDay(day)}</th>
            {family.map((child) => (
              <td key={child.id}>{t('dashboard.minutes', { minutes: child.minutesPerDay[index]?.minutes ?? 0 })}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </VisuallyHiddenTable>
  );
}

/** The quiz-trend chart's numbers as a table for screen readers: each attempt with its child, quiz, day and score. */
export function QuizTrendTable({ family }: { family: readonly DashboardChild[] }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  return (
    <VisuallyHiddenTable>
      <caption>{t('dashboard.quizChart')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.child')}</th>
          <th scope="col">{t('dashboard.quiz')}</th>
          <th scope="col">{t('progress.date')}</th>
          <th scope="col">{t('dashboard.score')}</th>
        </tr>
      </thead>
      <tbody>
        {family.flatMap((child) =>
          child.quizTrend.map((attempt) => (
            <tr key={`${child.id}-${attempt.submittedAt}`}>
              <th scope="row">{child.name}</th>
              <td>
                <bdi>{attempt.title ?? t('progress.removedItem')}</bdi>
              </td>
              <td>{formatDay(attempt.submittedAt)}</td>
              <td>{percentOrDash(attempt.scorePercent)}</td>
            </tr>
          )),
        )}
      </tbody>
    </VisuallyHiddenTable>
  );
}
