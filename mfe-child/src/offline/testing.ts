import { emptyChildDbs } from '@young-minds/offline/testing';
import { stopRetries } from './queue';
import { emptyOfflineStatus, offlineStatusStore } from './status';

export { installCacheStorage } from '@young-minds/offline/testing';

/** Whether the device says it is online (jsdom's `navigator.onLine` is a getter on the prototype). */
export function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** Each test starts with empty offline databases, no retry timer, an online device without a service worker. */
export function resetOfflineState(): void {
  afterEach(async () => {
    stopRetries();
    await emptyChildDbs();
    offlineStatusStore.setState(emptyOfflineStatus);
    setOnline(true);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  // Again as the next test starts: a refresh still running from the last one may have published its downloads.
  beforeEach(() => offlineStatusStore.setState(emptyOfflineStatus));
}
