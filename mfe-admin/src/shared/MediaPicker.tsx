import { useState } from 'react';
import styled from 'styled-components';
import { chosenFileProblem, mediaKindFormats } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { Button, tokens } from '@young-minds/ui';
import { FileField } from '@young-minds/ui/forms';
import { useAdminT } from '../messages';
import { serverText } from './serverText';
import { mediaUrl } from './format';
import { Thumb } from './Table';
import { type Transfer, UploadProgressBar, isCancelled, useUpload } from './upload';

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block: -${tokens.space.sm} ${tokens.space.md};
`;

/** Sends one chosen file (with progress and cancel) and answers the stored file's /media path. */
export type MediaUpload = (file: File, transfer: Transfer) => Promise<string>;

/** The file alone as multipart, under `field`: what every "upload first" endpoint takes. */
export function fileForm(field: string, file: File): FormData {
  const body = new FormData();
  body.append(field, file);
  return body;
}

export interface MediaPickerProps {
  kind: 'image' | 'audio';
  /** The file field's label ('Picture', 'Cover picture (optional)', 'Recording of page 3'). */
  label: string;
  /** How the server's sentences name the file ('The picture'): the check before sending words it the same way. */
  serverLabel: string;
  url: string | null;
  upload: MediaUpload;
  /** The new path once an upload is done, or null when the admin takes the file off. */
  onChange: (url: string | null) => void | Promise<void>;
  /** While a file uploads the form cannot be saved. */
  onBusyChange?: (busy: boolean) => void;
  /** The form's problem with this file (none chosen yet). */
  error?: string;
  required?: boolean;
  /** Other words than the defaults: the note after an upload, a failure, the remove button's name and words. */
  texts?: Partial<Record<'ready' | 'failed' | 'remove' | 'removeShort', string>>;
}

/**
 * The admin's one picker of an "upload first" file (a quiz answer's picture, an activity card's picture or sound,
 * a cover, a book page's recording): the file is checked like every upload before it is sent (the contracts'
 * rules), uploaded as soon as it is chosen with the progress bar and Cancel, and the returned path handed to the
 * form. Shows what the item has now (the picture, or a Play button), with a way to take it off.
 */
export function MediaPicker({
  kind,
  label,
  serverLabel,
  url,
  upload: send,
  onChange,
  onBusyChange,
  error,
  required,
  texts = {},
}: MediaPickerProps) {
  const t = useAdminT();
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { uploading } = upload;

  async function choose(file: File | undefined) {
    setNote(null);
    if (!file) return;
    const refused = chosenFileProblem(file, { kind }, serverLabel);
    setProblem(refused && translateMessage(refused, currentIntlLocale()));
    if (refused) return;
    onBusyChange?.(true);
    try {
      const stored = await upload.run((transfer) => send(file, transfer));
      await onChange(stored);
      setNote(texts.ready ?? t(kind === 'image' ? 'activities.media.pictureReady' : 'activities.media.soundReady'));
    } catch (caught) {
      if (isCancelled(caught)) setNote(t('upload.cancelled'));
      else setProblem(serverText(caught) ?? texts.failed ?? t('activities.media.failed'));
    } finally {
      onBusyChange?.(false);
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
            aria-label={texts.remove ?? t('activities.media.remove', { label })}
            onClick={() => void onChange(null)}
          >
            {texts.removeShort ?? t('activities.media.removeShort')}
          </Button>
        </Current>
      ) : null}
    </div>
  );
}

/** How the server's sentences name a cover file ('The picture must be an image …'). */
const coverServerLabel = 'The picture';

/**
 * The optional cover picture of a quiz, worksheet or activity (the child's tile leads with it): the one picker,
 * uploading through the kind's own picture upload.
 */
export function CoverPicker({
  url,
  upload,
  onChange,
  onBusyChange,
}: Pick<MediaPickerProps, 'url' | 'upload' | 'onChange' | 'onBusyChange'>) {
  const t = useAdminT();
  return (
    <MediaPicker
      kind="image"
      label={t('cover.label')}
      serverLabel={coverServerLabel}
      url={url}
      upload={upload}
      texts={{ ready: t('cover.ready'), remove: t('cover.remove'), removeShort: t('cover.removeShort') }}
      onChange={onChange}
      onBusyChange={onBusyChange}
    />
  );
}
