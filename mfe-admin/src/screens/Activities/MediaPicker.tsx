import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import {
  type ActivityMedia,
  type Endpoint,
  chosenFileProblem,
  endpoints,
  mediaKindFormats,
} from '@young-minds/contracts';
import { Button, FileField, tokens } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import { type Transfer, Thumb, UploadProgressBar, isCancelled, mediaUrl, serverText, useUpload } from '../../shared';

/** The sounds a browser names as such (the server still reads the bytes); as large as a picture at most. */
const soundExtensions = ['.mp3', '.ogg', '.oga', '.opus', '.wav', '.m4a', '.aac'];
const soundMaxBytes = 10 * 1024 * 1024;

/** Why a chosen file cannot go, in the server's words where the contract has them; null when it may. */
function fileProblem(file: File, kind: 'image' | 'audio'): string | null {
  if (kind === 'image') return chosenFileProblem(file, { kind: 'image' }, 'The picture');
  const named = soundExtensions.some((extension) => file.name.toLowerCase().endsWith(extension));
  if (!named && !file.type.toLowerCase().startsWith('audio/')) return messages.t('activities.media.notSound');
  return file.size > soundMaxBytes ? messages.t('activities.media.soundTooLarge') : null;
}

/** `POST /api/activities/media` with progress (the call's body is multipart: one `image` or `audio` field). */
function uploadMedia(file: File, kind: 'image' | 'audio', transfer: Transfer): Promise<ActivityMedia> {
  const body = new FormData();
  body.append(kind, file);
  // The contract declares no body schema for this multipart call, so its typed input has no `body`.
  type Upload = (endpoint: Endpoint, input: { body: FormData } & Transfer) => Promise<ActivityMedia>;
  return (api.call as unknown as Upload)(endpoints.activities.uploadMedia, { body, ...transfer });
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
    const refused = fileProblem(file, kind);
    setProblem(refused);
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
        hint={note ?? (kind === 'image' ? mediaKindFormats.image : t('activities.media.soundFormats'))}
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
