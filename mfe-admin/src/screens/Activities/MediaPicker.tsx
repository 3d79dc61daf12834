import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { type ActivityMedia, chosenFileProblem, endpoints, mediaKindFormats } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { Button, FileField, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { type Transfer, Thumb, UploadProgressBar, isCancelled, mediaUrl, serverText, useUpload } from '../../shared';

/** The server's own words name the file ('The picture must be an image …'). */
const labels = { image: 'The picture', audio: 'The sound' } as const;

/** `POST /api/activities/media` with progress (multipart: one `image` or `audio` field). */
function uploadMedia(file: File, kind: 'image' | 'audio', transfer: Transfer): Promise<ActivityMedia> {
  const body = new FormData();
  body.append(kind, file);
  return api.call(endpoints.activities.uploadMedia, { body, ...transfer });
}

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block: -${tokens.space.sm} ${tokens.space.md};
`;

export interface MediaPickerProps {
  kind: 'image' | 'audio';
  /** The file field's label ('Picture', 'Sound (optional)'). */
  label: string;
  url: string | null;
  onChange: (url: string | null) => void;
  /** The form's problem with this card (no picture yet). */
  error?: string;
  /** While a file uploads the form cannot be saved. */
  onBusyChange: (busy: boolean) => void;
  required?: boolean;
}

/**
 * A picture or sound of a card: uploaded as soon as it is chosen, with the progress bar and Cancel; the form
 * keeps the returned /media path. Shows what the card has now, with a way to take it off.
 */
export function MediaPicker({ kind, label, url, onChange, error, onBusyChange, required }: MediaPickerProps) {
  const t = useAdminT();
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { uploading } = upload;

  async function choose(file: File | undefined) {
    setNote(null);
    if (!file) return;
    const refused = chosenFileProblem(file, { kind }, labels[kind]);
    setProblem(refused && translateMessage(refused, currentIntlLocale()));
    if (refused) return;
    onBusyChange(true);
    try {
      const media = await upload.run((transfer) => uploadMedia(file, kind, transfer));
      onChange(media.url);
      setNote(t(kind === 'image' ? 'activities.media.pictureReady' : 'activities.media.soundReady'));
    } catch (caught) {
      if (isCancelled(caught)) setNote(t('upload.cancelled'));
      else setProblem(serverText(caught) ?? t('activities.media.failed'));
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div>
      <FileField
        label={label}
        accept={kind === 'image' ? 'image/*' : 'audio/*'}
        required={required && url === null}
        hint={note ?? mediaKindFormats[kind]}
        error={problem ?? error}
        disabled={uploading}
        onFiles={(files) => void choose(files[0])}
      />
      {uploading ? <UploadProgressBar percent={upload.percent} onCancel={upload.cancel} /> : null}
      {url !== null && !uploading ? (
        <Current>
          {kind === 'image' ? (
            <Thumb src={mediaUrl(url)} alt="" />
          ) : (
            <Button $variant="outline" $size="sm" onClick={() => void new Audio(mediaUrl(url)).play()}>
              {t('activities.media.play')}
            </Button>
          )}
          <Button
            $variant="outline"
            $size="sm"
            aria-label={t('activities.media.remove', { label })}
            onClick={() => onChange(null)}
          >
            {t('activities.media.removeShort')}
          </Button>
        </Current>
      ) : null}
    </div>
  );
}
