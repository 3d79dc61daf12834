import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@young-minds/api-client';
import { chosenFileProblem, endpoints, mediaKindFormats, quizPictureLabel } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { Button, FileField, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { Thumb, UploadProgressBar, isCancelled, mediaUrl, serverText, useUpload } from '../../shared';

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block: -${tokens.space.sm} ${tokens.space.md};
`;

interface OptionPictureProps {
  /** The option's letter as the form shows it. */
  letter: string;
  url: string | null;
  onChange: (url: string | null) => void;
  /** While a picture uploads the quiz cannot be saved. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * An answer's optional picture: checked like every upload before it is sent (the contracts' rules), uploaded as
 * soon as it is chosen through `POST /api/quizzes/media` with the progress bar and Cancel; the form keeps the
 * returned path and sends it with the quiz.
 */
export function OptionPicture({ letter, url, onChange, onBusyChange }: OptionPictureProps) {
  const t = useAdminT();
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { uploading } = upload;

  async function choose(file: File | undefined) {
    setNote(null);
    if (!file) return;
    const refused = chosenFileProblem(file, { kind: 'image' }, quizPictureLabel);
    setProblem(refused && translateMessage(refused, currentIntlLocale()));
    if (refused) return;
    onBusyChange(true);
    try {
      const body = new FormData();
      body.append('image', file);
      const { url: stored } = await upload.run((transfer) =>
        api.call(endpoints.quizzes.uploadPicture, { body, ...transfer }),
      );
      onChange(stored);
      setNote(t('quizzes.pictureReady'));
    } catch (caught) {
      if (isCancelled(caught)) setNote(t('upload.cancelled'));
      else setProblem(serverText(caught) ?? t('quizzes.pictureFailed'));
    } finally {
      onBusyChange(false);
    }
  }

  return (
    <div>
      <FileField
        label={t('quizzes.picture', { letter })}
        accept="image/*"
        hint={note ?? mediaKindFormats.image}
        error={problem ?? undefined}
        disabled={uploading}
        onFiles={(files) => void choose(files[0])}
      />
      {uploading ? <UploadProgressBar percent={upload.percent} onCancel={upload.cancel} /> : null}
      {url !== null && !uploading ? (
        <Current>
          <Thumb src={mediaUrl(url)} alt="" />
          <Button
            $variant="outline"
            $size="sm"
            aria-label={t('quizzes.pictureRemove', { letter })}
            onClick={() => onChange(null)}
          >
            {t('quizzes.pictureRemoveShort')}
          </Button>
        </Current>
      ) : null}
    </div>
  );
}
