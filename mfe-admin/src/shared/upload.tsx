import type { UploadProgress } from '@young-minds/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, tokens } from '@young-minds/ui';
import { useAdminT } from '../messages';
import { FormActions } from './PageHeader';
import { palette } from './palette';

export interface UploadState {
  /** True from start until the answer (or the cancel). */
  uploading: boolean;
  /** 0–100, or null while the size is unknown. */
  percent: number | null;
}

/** What a send gets to report progress and to be cancelled: spread it into `api.call`'s input. */
export interface Transfer {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A call with upload progress and cancel: `run(transfer => api.call(endpoint, { body, ...transfer }))` resolves
 * with the answer or rejects (ApiError; an AbortError DOMException after `cancel`). Leaving the screen cancels it.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ uploading: false, percent: null });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(async <T,>(send: (transfer: Transfer) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ uploading: true, percent: 0 });
    try {
      return await send({
        signal: controller.signal,
        onProgress: (progress) => setState({ uploading: true, percent: progress.percent }),
      });
    } finally {
      controllerRef.current = null;
      setState({ uploading: false, percent: null });
    }
  }, []);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  return { ...state, run, cancel };
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} 0;
`;

const Track = styled.div`
  flex: 1 1 200px;
  height: 12px;
  overflow: hidden;
  border-radius: ${tokens.radius.pill};
  background: ${palette.raised};
  border: 1px solid ${palette.border};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${(p) => p.$percent}%;
  height: 100%;
  background: ${tokens.color.primary};
  transition: width 0.2s ease;
`;

const Percent = styled.span`
  min-width: 3.5em;
  font-weight: 800;
  color: ${palette.text};
  font-variant-numeric: tabular-nums;
`;

/** The upload bar: role="progressbar" with the percent, the percent as text, and a Cancel button. */
export function UploadProgressBar({ percent, onCancel }: { percent: number | null; onCancel: () => void }) {
  const t = useAdminT();
  const shown = percent ?? 0;
  const text = percent === null ? t('upload.starting') : t('upload.percent', { percent: shown });
  return (
    <Box>
      <Track
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
      >
        <Fill $percent={shown} />
      </Track>
      <Percent aria-hidden="true">{percent === null ? '…' : text}</Percent>
      <Button $variant="outline" $size="sm" onClick={onCancel}>
        {t('upload.cancel')}
      </Button>
    </Box>
  );
}

export interface UploadFormActionsProps {
  upload: UploadState & { cancel: () => void };
  /** An Edit form: the button says 'Save Changes', and 'Saving...' while it sends. */
  editing?: boolean;
  /** Otherwise the submit button's words ('Upload Video'), and while the upload runs ('Uploading...' by default). */
  label: string;
  busyLabel?: string;
  /** The way out ('Back to books'), if the form offers one. */
  back?: { to: string; label: string };
  /** False hides the bar (an edit that sends no file finishes at once). */
  showProgress?: boolean;
}

/** The end of every upload form: the progress bar while sending, the submit button (busy and disabled), the way back. */
export function UploadFormActions({
  upload,
  editing = false,
  label,
  busyLabel,
  back,
  showProgress = true,
}: UploadFormActionsProps) {
  const t = useAdminT();
  const idle = editing ? t('form.saveChanges') : label;
  const busy = editing ? t('form.saving') : (busyLabel ?? t('form.uploading'));
  return (
    <>
      {upload.uploading && showProgress ? (
        <UploadProgressBar percent={upload.percent} onCancel={upload.cancel} />
      ) : null}
      <FormActions>
        <Button type="submit" disabled={upload.uploading} aria-busy={upload.uploading || undefined}>
          {upload.uploading ? busy : idle}
        </Button>
        {back ? (
          <ButtonLink to={back.to} $variant="outline">
            {back.label}
          </ButtonLink>
        ) : null}
      </FormActions>
    </>
  );
}
