import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type Book, endpoints, narrationFileField, narrationLabel } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { Alert, Button, Spinner, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { MediaPicker, type MediaUpload, fileForm, palette, serverText } from '../../shared';

/** Pages shown at a time: a long book is recorded a few pages at a sitting. */
const pagesAtATime = 20;

const Section = styled.section`
  margin-block: ${tokens.space.lg};
  padding-block-start: ${tokens.space.md};
  border-block-start: 1px solid ${palette.border};

  h2 {
    margin: 0 0 ${tokens.space.sm};
    font-size: 1.25rem;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${palette.muted};
`;

const Pages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.sm};
`;

/** `PUT /api/books/:id/pages/:page/narration` with progress: the recording's stored path. */
const narrationUpload =
  (id: number, page: number): MediaUpload =>
  async (file, transfer) =>
    (
      await api.call(endpoints.books.putNarration, {
        params: { id, page },
        body: fileForm(narrationFileField, file),
        ...transfer,
      })
    ).url;

/**
 * A book's recorded pages (issue 31), on its View screen: per page, a recording uploaded as soon as it is chosen
 * (the admin's one picker, with the progress bar and Cancel) or removed. The child's reader plays a page's
 * recording instead of the device's voice.
 */
export function NarrationSection({ book }: { book: Book }) {
  const t = useAdminT();
  const answer = useEndpoint(endpoints.books.narrations, { params: { id: book.id } });
  const [shown, setShown] = useState(Math.min(book.pages, pagesAtATime));
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const recorded = new Map((answer.data?.narrations ?? []).map((narration) => [narration.page, narration.url]));

  async function changed(page: number, url: string | null) {
    setNotice(null);
    if (url === null) {
      try {
        await api.call(endpoints.books.removeNarration, { params: { id: book.id, page } });
        setNotice({ variant: 'success', text: t('narration.removed', { page }) });
      } catch (caught) {
        setNotice({ variant: 'danger', text: serverText(caught) ?? t('narration.removeFailed') });
      }
    }
    await answer.refetch();
  }

  const pages = Array.from({ length: shown }, (_, index) => index + 1);
  return (
    <Section aria-labelledby={`narration-${book.id}`}>
      <h2 id={`narration-${book.id}`}>{t('narration.title')}</h2>
      <Muted>{t('narration.intro')}</Muted>
      {notice ? (
        <Alert variant={notice.variant} role={notice.variant === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      {answer.isPending ? (
        <Spinner label={t('narration.loading')} />
      ) : answer.isError ? (
        <Alert variant="danger">{t('narration.loadFailed')}</Alert>
      ) : (
        <>
          <Muted role="status">{t('narration.count', { count: recorded.size, pages: book.pages })}</Muted>
          <Pages>
            {pages.map((page) => (
              <li key={page}>
                <MediaPicker
                  kind="audio"
                  label={t('narration.page', { page })}
                  serverLabel={narrationLabel}
                  url={recorded.get(page) ?? null}
                  upload={narrationUpload(book.id, page)}
                  texts={{
                    ready: t('narration.ready'),
                    failed: t('narration.failed'),
                    remove: t('narration.remove', { page }),
                    removeShort: t('narration.removeShort'),
                  }}
                  onChange={(url) => changed(page, url)}
                />
              </li>
            ))}
          </Pages>
          {shown < book.pages ? (
            <Button
              $variant="outline"
              onClick={() => setShown((current) => Math.min(book.pages, current + pagesAtATime))}
            >
              {t('narration.morePages', { from: shown + 1, to: Math.min(book.pages, shown + pagesAtATime) })}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
