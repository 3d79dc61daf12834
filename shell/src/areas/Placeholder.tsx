import { logOutEverywhere } from '@young-minds/api-client';
import { useSession } from '@young-minds/session';
import { useNavigate } from 'react-router-dom';
import { type ShellMessageId, useShellT } from '../messages';

/** Stand-in for an area whose remote is not built yet: a heading behind the guard. */
export function PlaceholderArea({ title }: { title: ShellMessageId }) {
  const t = useShellT();
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  return (
    <main className="shell-placeholder">
      <h1>{t(title)}</h1>
      {user ? <p>{t('placeholder.signedInAs', { name: user.name })}</p> : null}
      <p>{t('placeholder.onItsWay')}</p>
      <button
        type="button"
        onClick={async () => {
          await logOutEverywhere();
          void navigate('/login');
        }}
      >
        {t('placeholder.logOut')}
      </button>
    </main>
  );
}
