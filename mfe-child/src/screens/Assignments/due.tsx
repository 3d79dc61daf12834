import { formatDate } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import styled from 'styled-components';
import { useChildT } from '../../messages';

/** Days before the due date from which a worksheet is "due soon". */
const dueSoonDays = 3;

export type DueStatus = 'handedIn' | 'overdue' | 'dueSoon' | 'later';

/** A calendar day (YYYY-MM-DD) as a local date at midnight, so it is shown as that same day in every time zone. */
function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

/** 'Tuesday 1 December' in English (British, as the design writes it), 'الثلاثاء، ١ ديسمبر' in Arabic. */
export const weekdayOptions = { weekday: 'long', day: 'numeric', month: 'long', english: 'en-GB' } as const;

/** A YYYY-MM-DD day as 'Tuesday 1 December' (a child knows the weekday better than the date). */
function formatDueDay(day: string): string {
  return formatDate(localDay(day), weekdayOptions);
}

/** Where a worksheet stands on `today` (local): handed in, late, due within `dueSoonDays`, or later. */
export function dueStatus(dueDate: string, handedIn: boolean, today = new Date()): DueStatus {
  if (handedIn) return 'handedIn';
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((localDay(dueDate).getTime() - start.getTime()) / 86_400_000);
  if (days < 0) return 'overdue';
  return days <= dueSoonDays ? 'dueSoon' : 'later';
}

const looks: Record<DueStatus, { background: string; color: string; mark: string }> = {
  handedIn: { background: tokens.color.successBg, color: tokens.color.successText, mark: '✓' },
  overdue: { background: tokens.color.dangerBg, color: tokens.color.dangerText, mark: '!' },
  dueSoon: { background: '#FFF4D6', color: '#6B4200', mark: '⏰' },
  later: { background: tokens.color.infoBg, color: tokens.color.infoText, mark: '' },
};

const Note = styled.span<{ $status: DueStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  margin-block-start: ${tokens.space.xs};
  padding-block: 2px;
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  background: ${(p) => looks[p.$status].background};
  color: ${(p) => looks[p.$status].color};
  font-weight: 800;
  font-size: ${tokens.font.size.sm};
`;

/** The due date in words (never by colour alone): "Late! It was due …", "Due soon: …", "Due …" or "Handed in". */
export function DueNote({ dueDate, handedIn }: { dueDate: string; handedIn: boolean }) {
  const t = useChildT();
  const status = dueStatus(dueDate, handedIn);
  const mark = looks[status].mark;
  return (
    <Note $status={status} data-status={status}>
      {mark ? <span aria-hidden="true">{mark}</span> : null}
      {t(`assignments.due.${status}`, { due: formatDueDay(dueDate) })}
    </Note>
  );
}
