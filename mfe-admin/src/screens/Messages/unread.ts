import { createStore, useStore } from 'zustand';
import { api } from '@young-minds/api-client';
import { contactEndpoints } from '@young-minds/contracts';

/** How many inbox messages no admin has opened yet (null until the first answer): the sidebar's badge. */
export const unreadStore = createStore<{ unread: number | null }>(() => ({ unread: null }));

let latest = 0;

/**
 * Asks the server again (when the layout mounts, and after a message is read, archived or deleted). Only the
 * newest request's answer counts; a failed one leaves the badge as it was.
 */
export async function refreshUnread(): Promise<void> {
  const request = ++latest;
  try {
    const { unread } = await api.call(contactEndpoints.unread);
    if (request === latest) unreadStore.setState({ unread });
  } catch (caught) {
    console.error('[admin] unread messages count failed:', caught);
  }
}

export const useUnreadCount = () => useStore(unreadStore, (state) => state.unread);
