import { logOutEverywhere } from '@young-minds/api-client';
import { useSession } from '@young-minds/session';
import { useNavigate } from 'react-router-dom';

/** Stand-in for an area whose remote is not built yet: a heading behind the guard. */
export function PlaceholderArea({ title }: { title: string }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  return (
    <main className="shell-placeholder">
      <h1>{title}</h1>
      {user ? <p>Signed in as {user.name}.</p> : null}
      <p>This area is on its way.</p>
      <button
        type="button"
        onClick={async () => {
          await logOutEverywhere();
          navigate('/login');
        }}
      >
        Log out
      </button>
    </main>
  );
}
