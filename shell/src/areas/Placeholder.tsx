import { useSession } from '@young-minds/session';
import { useNavigate } from '@young-minds/router';
import { type ShellMessageId, useShellT } from '../messages';
import { HandedOver } from './HandedOver';

/**
 * Stand-in for an area whose remote is not built yet: a heading behind the guard. On a device a parent handed to
 * a child it offers 'Back to parent' (the parent's PIN or password) instead of 'Log out': the device stays the
 * family's, and only such a session may switch back (the server refuses it to a child who logged in themselves).
 */
export function PlaceholderArea({ title }: { title: ShellMessageId }) {
  const t = useShellT();
  const user = useSession((s) => s.user);
  const handedOverBy = useSession((s) => s.handedOverBy);
  const navigate = useNavigate();
  return (
    <main className="shell-placeholder">
      <h1>{t(title)}</h1>
      {user ? <p>{t('placeholder.signedInAs', { name: user.name })}</p> : null}
      <p>{t('placeholder.onItsWay')}</p>
      {handedOverBy !== null ? (
        <HandedOver />
      ) : (
        <button
          type="button"
          onClick={async () => {
            // The API client on first use: the shell's start does not download it (issue 37).
            const { logOutEverywhere } = await import('@young-minds/api-client');
            await logOutEverywhere();
            void navigate('/login');
          }}
        >
          {t('placeholder.logOut')}
        </button>
      )}
    </main>
  );
}
