import { ApiError, api } from '@young-minds/api-client';
import { type ContentKind, reportFormSchema, reportEndpoints } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { TextAreaField } from '../fields';
import { Modal, ModalActions } from '../Modal';
import { useReviewT } from './messages';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

export interface ReportMistakeFormProps {
  /** The item: its kind and id, as `POST /api/reports` takes them. */
  kind: ContentKind;
  id: number;
  /** Shown above the field (the child's dialog speaks to the grown-up here). */
  intro?: ReactNode;
  /** Cancel, or Close once sent. */
  onClose: () => void;
}

/**
 * The report of a mistake in an item: what is wrong (required), sent as `POST /api/reports` with the caller's
 * session (a parent's, or a child's with a parent typing). The server's thanks once sent; too many reports in an
 * hour (429) is told kindly, in the page's words.
 */
export function ReportMistakeForm({ kind, id, intro, onClose }: ReportMistakeFormProps) {
  const t = useReviewT();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);
  // A refused message takes the focus back, so a screen reader reads the field and what is wrong with it.
  useEffect(() => {
    if (error) form.current?.querySelector('textarea')?.focus();
  }, [error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reportFormSchema.safeParse({ kind, id, message });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(issue ? translateMessage(issue.message, currentIntlLocale()) : t('scholar.report.failed'));
      return;
    }
    setError(undefined);
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await api.call(reportEndpoints.send, { body: checked.data });
      setOutcome({ kind: 'sent', message: answer.message });
    } catch (failure) {
      const text =
        failure instanceof ApiError && failure.status === 429
          ? t('scholar.report.tooMany')
          : failure instanceof ApiError && failure.message
            ? failure.message
            : t('scholar.report.failed');
      setOutcome({ kind: 'failed', message: text });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.kind === 'sent') {
    return (
      <>
        <Alert variant="success">{outcome.message}</Alert>
        <ModalActions>
          <Button onClick={onClose}>{t('scholar.report.close')}</Button>
        </ModalActions>
      </>
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {intro}
      {outcome?.kind === 'failed' ? <Alert variant="danger">{outcome.message}</Alert> : null}
      <TextAreaField
        label={t('scholar.report.message')}
        hint={t('scholar.report.hint')}
        error={error}
        required
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <ModalActions>
        <Button $variant="outline" onClick={onClose} disabled={busy}>
          {t('scholar.report.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('scholar.report.sending') : t('scholar.report.send')}
        </Button>
      </ModalActions>
    </form>
  );
}

export interface ReportMistakeDialogProps extends ReportMistakeFormProps {
  open: boolean;
  /** The item's title, named in the dialog's heading. */
  title: string;
}

/** "Report a mistake" as a dialog (the parent's pages): the form above, titled with the item. */
export function ReportMistakeDialog({ open, title, ...form }: ReportMistakeDialogProps) {
  const t = useReviewT();
  return (
    <Modal open={open} title={t('scholar.report.title', { title })} onClose={form.onClose}>
      <ReportMistakeForm {...form} />
    </Modal>
  );
}
