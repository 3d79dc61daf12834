import { useShellT } from '../messages';
import { applyUpdate, updateStore, useWaitingWorker } from './register';

/** "A new version of Young Minds is ready." with Reload, while a new worker waits (see register.ts). */
export function UpdatePrompt({
  container = navigator.serviceWorker,
  reload,
}: {
  container?: ServiceWorkerContainer;
  reload?: () => void;
}) {
  const t = useShellT();
  const waiting = useWaitingWorker();
  if (!waiting) return null;
  const takeUpdate = () => {
    updateStore.setState({ waiting: null });
    applyUpdate(waiting, container, reload);
  };
  return (
    <div className="shell-update" role="status">
      <p>{t('update.ready')}</p>
      <button type="button" onClick={takeUpdate}>
        {t('update.reload')}
      </button>
    </div>
  );
}
