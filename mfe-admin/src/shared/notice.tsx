import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { Alert, Button, arrivalState, handedOverNotice, type AlertVariant } from '@young-minds/ui';
import { useAdminT } from '../messages';

export interface Notice {
  variant: AlertVariant;
  text: string;
}

const isNotice = (value: unknown): value is Notice =>
  !!value && typeof value === 'object' && typeof (value as Notice).text === 'string';

/**
 * A screen's message of the moment: the one handed over by the previous screen (navigation state), or one the
 * screen shows itself. `navigateWithNotice` goes to another screen and shows the notice there.
 */
export function useNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  // 'Video uploaded successfully!' handed over by the previous screen, in this page load only.
  const handedOver = handedOverNotice(location.state, isNotice);
  const [notice, setNotice] = useState<Notice | null>(handedOver);

  useEffect(() => {
    if (handedOver) {
      setNotice(handedOver);
      // Forget it, so a reload or Back does not show it again.
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handedOver]);

  const show = useCallback((variant: AlertVariant, text: string) => setNotice({ variant, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  // The shell's data router answers navigate() with a promise that settles once the move is done (it never
  // rejects: a failing screen shows its error element), so nothing waits for it.
  const navigateWithNotice = useCallback(
    (to: string, next: Notice) => {
      void navigate(to, { state: arrivalState(next) });
    },
    [navigate],
  );
  return { notice, show, clear, navigateWithNotice };
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

/** The notice as an accessible alert (danger: role="alert"; success and info: role="status"), dismissible. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss?: () => void }) {
  const t = useAdminT();
  if (!notice) return null;
  return (
    <Alert variant={notice.variant}>
      <Row>
        <span>{notice.text}</span>
        {onDismiss ? (
          <Button $variant="ghost" $size="sm" aria-label={t('notice.dismiss')} onClick={onDismiss}>
            ×
          </Button>
        ) : null}
      </Row>
    </Alert>
  );
}
