import type { ReactNode } from 'react';
import { type MessageId, defineMessages, useT } from '@young-minds/i18n';
import en from './messages/en.json';

/**
 * The shell's own texts (src/messages/<locale>.json). English is bundled with the shell rather than fetched: the
 * shell's texts are the ones that must show when nothing else can be loaded (an area that failed, a retry). Arabic
 * is fetched like any area's catalog, so English-only visits do not download it.
 */
export const messages = defineMessages<typeof en>({
  en: () => Promise.resolve(en),
  ar: () => import('./messages/ar.json'),
});

export type ShellMessageId = MessageId<typeof en>;

/** The translate function for the shell's components. */
export const useShellT = () => useT<typeof en>();

/** The shell's texts around the routes (see routing/routes.tsx). */
export function ShellMessages({ children }: { children: ReactNode }) {
  return <messages.MessagesBoundary>{children}</messages.MessagesBoundary>;
}
