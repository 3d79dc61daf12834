import type { ContentKind, ItemReview, Source } from '@young-minds/contracts';
import { Button, focusRing, tokens } from '@young-minds/ui';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { ReportMistakeForm, ReviewNote, useCheckedText } from '@young-minds/ui/review';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../messages';
import { CheckedIcon, FlagIcon, PersonIcon } from './icons';
import { SpeakButton, say, useVoiceSettings } from './voice';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space.sm};
  margin-block: 0 ${tokens.space.md};
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 48px;
  padding-block: ${tokens.space.xs};
  padding-inline: ${tokens.space.sm} ${tokens.space.md};
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const Popover = styled.div`
  flex-basis: 100%;
  box-sizing: border-box;
  max-width: 100%;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 2px solid ${tokens.color.successBorder};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.successBg};
`;

const Fetch = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.space.md};
  text-align: center;
  font-size: ${tokens.font.size.lg};
  p {
    margin: 0;
  }
`;

export interface CheckedItem {
  id: number;
  review: ItemReview;
  sources: Source[];
}

/**
 * On every item's page, under its title: a small "Checked ✓" badge (a teacher checked it: a tap shows who, when
 * and from which sources, and says it aloud) and a flag, "Something wrong?", that asks the child to fetch a grown-up,
 * who then tells us what is wrong (`POST /api/reports` with the child's session). Nothing here leads out of the
 * child's area.
 */
export function ItemCheck({ kind, item }: { kind: ContentKind; item: CheckedItem }) {
  const t = useChildT();
  const checked = useCheckedText()(item.review);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const muted = useVoiceSettings((settings) => settings.muted);
  const popoverId = useId();

  function toggle() {
    if (!open && !muted) say(t('scholar.checkedSaid'));
    setOpen(!open);
  }

  return (
    <Row>
      {checked ? (
        <Chip
          type="button"
          aria-label={t('scholar.badgeName')}
          aria-expanded={open}
          aria-controls={popoverId}
          onClick={toggle}
        >
          <CheckedIcon size="1.8rem" />
          <span>{t('scholar.badge')}</span>
        </Chip>
      ) : null}
      <Chip type="button" aria-haspopup="dialog" onClick={() => setReporting(true)}>
        <FlagIcon size="1.8rem" />
        <span>{t('scholar.flag')}</span>
      </Chip>
      {checked && open ? (
        <Popover id={popoverId}>
          <ReviewNote review={item.review} sources={item.sources} />
        </Popover>
      ) : null}
      {reporting ? <AskGrownUp kind={kind} id={item.id} onClose={() => setReporting(false)} /> : null}
    </Row>
  );
}

/**
 * The flag's screen: first a picture and a sentence (read aloud) asking the child to fetch a grown-up; then, for
 * the grown-up, the report form.
 */
function AskGrownUp({ kind, id, onClose }: { kind: ContentKind; id: number; onClose: () => void }) {
  const t = useChildT();
  const [grownUp, setGrownUp] = useState(false);
  if (grownUp)
    return (
      <Modal open title={t('scholar.grownUpTitle')} onClose={onClose}>
        <ReportMistakeForm kind={kind} id={id} onClose={onClose} />
      </Modal>
    );
  return (
    <Modal open title={t('scholar.fetchTitle')} onClose={onClose}>
      <Fetch>
        <PersonIcon size="5rem" />
        <p>{t('scholar.fetchText')}</p>
        <SpeakButton text={t('scholar.fetchText')} />
      </Fetch>
      <ModalActions>
        <Button $variant="outline" $size="lg" onClick={onClose}>
          {t('scholar.back')}
        </Button>
        <Button $size="lg" onClick={() => setGrownUp(true)}>
          {t('scholar.iAmGrownUp')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
