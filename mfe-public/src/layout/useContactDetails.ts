import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import type { ContactDetails } from '@young-minds/contracts';
import { useLanguage } from '@young-minds/i18n';
import { type ShownContactDetails, shownContactDetails } from './contactInfo';

interface DetailsStore {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  details: ContactDetails | null;
}

const initial: DetailsStore = { status: 'idle', details: null };

/** The details as this page has them: read once per page load, for the footer (every page) and /Contact. */
const detailsStore = createStore<DetailsStore>(() => initial);

/**
 * Reads GET /api/contact/details, once: later calls get the same answer (a failed read is tried again by the
 * next screen that asks). Called from effects only, so nothing is fetched while the home page is prerendered.
 * The read and the schema it is checked with come in a chunk of their own (readContactDetails).
 */
export function loadContactDetails(): Promise<void> {
  const { status } = detailsStore.getState();
  if (status === 'loading' || status === 'loaded') return pending ?? Promise.resolve();
  detailsStore.setState({ status: 'loading', details: null });
  pending = import('./readContactDetails')
    .then(({ readContactDetails }) => readContactDetails())
    .then((details) => detailsStore.setState({ status: 'loaded', details }))
    .catch((error: unknown) => {
      // The footer and the page go on without them: the form still reaches the team.
      console.error('Failed to load the contact details', error);
      detailsStore.setState({ status: 'failed', details: null });
    });
  return pending;
}
let pending: Promise<void> | null = null;

/** Forgets the details read so far (tests that change them on the mock server). */
export function forgetContactDetails(): void {
  pending = null;
  detailsStore.setState(initial, true);
}

/** The contact details on their way (`loading`), or what to show (null when they could not be read). */
export interface ContactDetailsState {
  loading: boolean;
  details: ShownContactDetails | null;
}

/**
 * The contact details and office hours from the one place an operator edits them (the admin Settings), in the
 * reader's language; a field left empty there is null here and not shown. `wanted: false` (the footer while it
 * is more than a screen below the viewport) reads nothing yet and shows what another screen may have read.
 */
export function useContactDetails({ wanted = true }: { wanted?: boolean } = {}): ContactDetailsState {
  const { status, details } = useStore(detailsStore);
  const { locale } = useLanguage();
  useEffect(() => {
    if (wanted) void loadContactDetails();
  }, [wanted]);
  if (status === 'idle' || status === 'loading') return { loading: true, details: null };
  return { loading: false, details: details ? shownContactDetails(details, locale) : null };
}
