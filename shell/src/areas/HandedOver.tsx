import { useSession } from '@young-minds/session';
import { Suspense, lazy, useRef, useState } from 'react';
import { useShellT } from '../messages';

// The dialog (and the contracts it calls with) loads only when a handed-over child's parent asks for the device back.
const ReturnToParentDialog = lazy(() => import('./ReturnToParent'));

/**
 * On a device a parent handed to a child: "{parent} handed you this device" and 'Back to parent' (the parent's
 * PIN or password). Nothing for a child who logged in themselves: the server refuses them the way back.
 */
export function HandedOver() {
  const t = useShellT();
  const handedOverBy = useSession((s) => s.handedOverBy);
  const [returning, setReturning] = useState(false);
  const backButton = useRef<HTMLButtonElement>(null);

  if (handedOverBy === null) return null;

  function closeDialog() {
    setReturning(false);
    backButton.current?.focus();
  }

  return (
    <div className="shell-handed-over">
      <p>{t('handOff.handedOverBy', { name: handedOverBy })}</p>
      <button ref={backButton} type="button" aria-haspopup="dialog" onClick={() => setReturning(true)}>
        {t('handOff.back')}
      </button>
      {returning ? (
        <Suspense fallback={<p role="status">{t('handOff.loading')}</p>}>
          <ReturnToParentDialog parentName={handedOverBy} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </div>
  );
}
