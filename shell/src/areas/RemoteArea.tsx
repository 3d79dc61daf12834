import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { LoadArea } from '../federation/load';
import { useShellT } from '../messages';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[young-minds] an area failed to load or render:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** What a visitor sees when an area cannot be loaded: a plain explanation and a way to try again. */
function RemoteUnavailable({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const t = useShellT();
  return (
    <section className="shell-remote-error" role="alert" aria-live="assertive">
      <h1>{t('remote.failed.title')}</h1>
      <p>{t('remote.failed.text')}</p>
      <button type="button" onClick={onRetry} disabled={busy}>
        {busy ? t('remote.failed.retrying') : t('remote.failed.retry')}
      </button>
      <p>
        <a href="/">{t('remote.failed.home')}</a>
      </p>
    </section>
  );
}

function AreaLoading() {
  const t = useShellT();
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}

type LazyArea = LazyExoticComponent<ComponentType>;
const lazyAreas = new WeakMap<LoadArea, Map<string, LazyArea>>();

/**
 * One lazy component per remote module, kept across mounts (coming back to an area shows it at once, without
 * a loading flash). A failed load is forgotten, so the next mount or a Retry loads it again.
 */
function lazyArea(load: LoadArea, id: string): LazyArea {
  let byId = lazyAreas.get(load);
  if (!byId) lazyAreas.set(load, (byId = new Map<string, LazyArea>()));
  const known = byId.get(id);
  if (known) return known;
  const created = lazy(() =>
    load(id).catch((error: unknown) => {
      if (byId.get(id) === created) byId.delete(id);
      throw error;
    }),
  );
  byId.set(id, created);
  return created;
}

export interface RemoteAreaProps {
  /** `mfe_public/App`, `mfe_admin/App`, … */
  id: string;
  load: LoadArea;
  /** Called before a retry, e.g. to re-read /remotes.json in case the area moved. */
  beforeRetry?: () => Promise<void>;
  /** Shown while the remote loads, instead of the loading message (the page's build-time rendering). */
  placeholder?: ReactNode;
}

/**
 * Renders an area's remote. The remote is fetched only when this component renders, so placing it behind the
 * guard is what keeps a parent from ever downloading admin code.
 */
export function RemoteArea({ id, load, beforeRetry, placeholder }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // `attempt` changes after a failure: lazyArea then hands out a fresh lazy component (React.lazy remembers a
  // rejection for good).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is not read: a new attempt is the cue to call lazyArea again
  const Area = useMemo(() => lazyArea(load, id), [id, load, attempt]);
  const retry = useCallback(() => {
    setRetrying(true);
    void (beforeRetry?.() ?? Promise.resolve())
      .catch((error: unknown) => console.warn('[young-minds] could not re-read the remotes map:', error))
      .finally(() => {
        setRetrying(false);
        setAttempt((n) => n + 1);
      });
  }, [beforeRetry]);

  if (retrying) return <RemoteUnavailable onRetry={retry} busy />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={placeholder ?? <AreaLoading />}>
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
