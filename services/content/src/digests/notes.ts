import {
  addDays,
  contentKindIds,
  emailLinkPaths,
  type FamilyClock,
  familyWeekOf,
  startOfFamilyDay,
  weekStartDays,
} from '@young-minds/contracts';
import type { ContentRepos, NoteWeek, OptedInChild, OutgoingEmail } from '@young-minds/db';
import {
  appLink,
  composeEmail,
  formatMailDate,
  mailLanguageOf,
  mailText,
  type MailLanguage,
  type MailTextId,
} from '@young-minds/mail';
import { unsubscribeToken } from './token';

/** The weekly note's kind (the `X-Young-Minds-Kind` header). */
export const weeklyNoteKind = 'weekly-note';
/** How many questions to talk about the catalog holds (`digest.question.1` …): one a week, in turn. */
const talkQuestionCount = 6;
/**
 * A week's note is written by the scheduler up to this long after the week ended (a service down over the
 * weekend still writes it when back); a child opted in later gets the next week's, not an old one.
 */
const noteCatchUpMs = 2 * 24 * 60 * 60 * 1000;

export interface WeeklyNotesOptions {
  repos: Pick<ContentRepos, 'weeklyNotes' | 'emailOutbox'>;
  /** Signs the unsubscribe links (the content service's media-link secret, under a purpose of its own). */
  secret: string | Uint8Array;
  appUrl: string;
  now: () => Date;
}

function clockOf(child: OptedInChild): FamilyClock {
  const weekStartsOn = weekStartDays.find((day) => day === child.weekStartsOn) ?? 'monday';
  return { timeZone: child.timeZone, weekStartsOn };
}

/** The week that just ended on the family's calendar, with the instant it ended. */
function endedWeek(at: Date, clock: FamilyClock): NoteWeek {
  const running = familyWeekOf(at, clock);
  return {
    firstDay: running.lastWeekStart,
    lastDay: addDays(running.weekStart, -1),
    start: startOfFamilyDay(running.lastWeekStart, clock.timeZone),
    end: running.start,
  };
}

/** The week running on the family's calendar (what an operator's "send now" reports on). */
function runningWeek(at: Date, clock: FamilyClock): NoteWeek {
  const running = familyWeekOf(at, clock);
  return {
    firstDay: running.weekStart,
    lastDay: addDays(running.weekStart, 6),
    start: running.start,
    end: running.end,
  };
}

const weeklyNoteKey = (childId: number, weekStart: string) => `weekly-note:${childId}:${weekStart}`;

/**
 * The weekly note about a child, emailed to the parent (never to the child) at the end of the family's week in
 * its time zone. Each note carries `weekly-note:<childId>:<weekStart>` as its dedupe key: one per child and
 * week however many instances and runs try.
 */
export function createWeeklyNotes({ repos, secret, appUrl, now }: WeeklyNotesOptions) {
  const list = (language: MailLanguage, items: readonly string[]) =>
    items.join(mailText(language, 'digest.listSeparator'));

  async function compose(child: OptedInChild, week: NoteWeek): Promise<OutgoingEmail> {
    const language = mailLanguageOf(child.parentLocale);
    const record = await repos.weeklyNotes.weekOf(child.childId, week);
    const name = child.childName;
    const paragraphs: string[] = [];

    const finished: string[] = [];
    for (const kind of contentKindIds) {
      const titles = record.finished.filter((item) => item.kind === kind).map((item) => item.title);
      if (titles.length > 0)
        finished.push(mailText(language, `digest.finished.${kind}` as MailTextId, { items: list(language, titles) }));
    }
    paragraphs.push(...(finished.length > 0 ? finished : [mailText(language, 'digest.finished.none')]));

    for (const kind of contentKindIds) {
      const items = record.results
        .filter((item) => item.kind === kind)
        .map((item) => mailText(language, 'digest.resultItem', { title: item.title, percent: item.percent }));
      if (items.length > 0)
        paragraphs.push(mailText(language, `digest.results.${kind}` as MailTextId, { items: list(language, items) }));
    }
    if (record.awaitingReview.length > 0)
      paragraphs.push(mailText(language, 'digest.awaitingReview', { items: list(language, record.awaitingReview) }));

    const weekNumber = Math.floor(Date.parse(`${week.firstDay}T00:00:00Z`) / (7 * 24 * 60 * 60 * 1000));
    const question = mailText(language, `digest.question.${(weekNumber % talkQuestionCount) + 1}` as MailTextId);
    paragraphs.push(mailText(language, 'digest.question', { question }));

    const unsubscribeUrl = appLink(appUrl, emailLinkPaths.unsubscribeDigest, {
      token: unsubscribeToken(secret, child.childId),
    });
    return composeEmail({
      to: child.parentEmail,
      language,
      kind: weeklyNoteKind,
      subject: mailText(language, 'digest.subject', { name }),
      heading: mailText(language, 'digest.heading', {
        name,
        start: formatMailDate(language, week.firstDay),
        end: formatMailDate(language, week.lastDay),
      }),
      paragraphs,
      rows: [
        [
          mailText(language, 'digest.minutes'),
          mailText(language, 'digest.minutesValue', {
            minutes: Math.floor(record.seconds / 60),
            goal: child.weeklyGoalMinutes,
          }),
        ],
      ],
      action: {
        label: mailText(language, 'digest.action', { name }),
        url: appLink(appUrl, `/parent/children/${child.childId}`),
      },
      footerLink: { label: mailText(language, 'digest.unsubscribe', { name }), url: unsubscribeUrl },
      // The page, opened by the mail client: one button stops the note. No List-Unsubscribe-Post (RFC 8058): the
      // address answers a POST with the page, not with the unsubscribe, so promising one-click would be false.
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
      dedupeKey: weeklyNoteKey(child.childId, week.firstDay),
    });
  }

  /** Writes the note of `weekOf(child)` for each child whose note for that week is not written yet. */
  async function write(children: readonly OptedInChild[], weekOf: (child: OptedInChild) => NoteWeek | null) {
    const due = children.flatMap((child) => {
      const week = weekOf(child);
      return week ? [{ child, week, key: weeklyNoteKey(child.childId, week.firstDay) }] : [];
    });
    const written = await repos.weeklyNotes.writtenKeys(due.map((note) => note.key));
    let queued = 0;
    for (const note of due) {
      if (written.has(note.key)) continue;
      // One note per write: a note another instance wrote meanwhile is skipped without losing the others.
      queued += await repos.emailOutbox.enqueue([await compose(note.child, note.week)]);
    }
    return queued;
  }

  return {
    /**
     * The scheduler's run: the note of the week that just ended, for every opted-in child whose family's week
     * ended less than `noteCatchUpMs` ago. Safe to run often and on several instances (the dedupe key).
     */
    async writeDue(): Promise<number> {
      const at = now();
      return write(await repos.weeklyNotes.optedIn(), (child) => {
        const week = endedWeek(at, clockOf(child));
        return at.getTime() - week.end.getTime() < noteCatchUpMs ? week : null;
      });
    },

    /**
     * An operator's "send now": the note of the week that is running (from its first day to now), for every
     * opted-in child whose note for it is not written. It is that week's note: the scheduler writes no other
     * for the same week when it ends.
     */
    async writeRunningWeek(): Promise<number> {
      const at = now();
      return write(await repos.weeklyNotes.optedIn(), (child) => runningWeek(at, clockOf(child)));
    },

    /** Runs `writeDue` now and every `intervalMs` (one run at a time); the timer never keeps the process alive. */
    start(intervalMs: number, onError: (err: unknown) => void): () => void {
      let running: Promise<unknown> | undefined;
      const tick = () => {
        running ??= this.writeDue()
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type WeeklyNotes = ReturnType<typeof createWeeklyNotes>;
