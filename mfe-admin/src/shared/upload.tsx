import { upload, type UploadProgress as Progress } from '@young-minds/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@young-minds/ui';
import { ButtonLink } from './ButtonLink';
import { FormActions } from './PageHeader';
import { palette } from './palette';

export interface UploadState {
  /** True from start until the answer (or the cancel). */
  uploading: boolean;
  /** 0–100, or null while the size is unknown. */
  percent: number | null;
}

/** The message a cancelled upload shows. */
export const uploadCancelledText = 'Upload cancelled.';

export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A multipart upload with progress and cancel, for the forms that send files. `send` resolves with the
 * answer or rejects (ApiError; an AbortError DOMException after `cancel`). Leaving the screen cancels it.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ uploading: false, percent: null });
  const cancelRef = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelRef.current?.(), []);

  const send = useCallback(async <T,>(path: string, form: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<T> => {
    setState({ uploading: true, percent: 0 });
    const running = upload<T>(path, form, {
      method,
      onProgress: (progress: Progress) => setState({ uploading: true, percent: progress.percent }),
    });
    cancelRef.current = running.cancel;
    try {
      return await running.promise;
    } finally {
      cancelRef.current = null;
      setState({ uploading: false, percent: null });
    }
  }, []);

  const cancel = useCallback(() => cancelRef.current?.(), []);
  return { ...state, send, cancel };
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
export function UploadProgressBar({ percent, onCancel, label = 'Upload progress' }: { percent: number | null; onCancel(): void; label?: string }) {
  const shown = percent ?? 0;
  return (
    <Box>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined} aria-valuetext={percent === null ? 'Starting…' : `${shown}%`}>
        <Fill $percent={shown} />
      </Track>
      <Percent aria-hidden="true">{percent === null ? '…' : `${shown}%`}</Percent>
      <Button $variant="outline" $size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </Box>
  );
}

export interface UploadFormActionsProps {
  upload: UploadState & { cancel(): void };
  /** The submit button's words ('Upload Video'), and while the upload runs ('Uploading...'). */
  label: string;
  busyLabel: string;
  /** The way out ('Back to books'), if the form offers one. */
  back?: { to: string; label: string };
  /** False hides the bar (an edit that sends no file finishes at once). */
  showProgress?: boolean;
}

/** The end of every upload form: the progress bar while sending, the submit button (busy and disabled), the way back. */
export function UploadFormActions({ upload, label, busyLabel, back, showProgress = true }: UploadFormActionsProps) {
  return (
    <>
      {upload.uploading && showProgress ? <UploadProgressBar percent={upload.percent} onCancel={upload.cancel} /> : null}
      <FormActions>
        <Button type="submit" disabled={upload.uploading} aria-busy={upload.uploading || undefined}>
          {upload.uploading ? busyLabel : label}
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
