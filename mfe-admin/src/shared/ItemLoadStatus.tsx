import { Alert, ButtonLink, Spinner } from '@young-minds/ui';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import type { ItemState } from './useItem';

export interface ItemLoadStatusProps {
  /** `useItem`'s state. */
  state: Pick<ItemState<unknown>, 'loading' | 'status' | 'error'>;
  loadingLabel: string;
  /** What a 404 says ('Video not found.'). */
  notFound: string;
  /** What another failure says; the failure's own message by default. */
  failure?: (error: string) => string;
  /** The way back (the list). */
  back: { to: string; label: string };
}

/** A View or Edit screen's item on its way: the spinner, or why it failed with the way back; null once it is there. */
export function ItemLoadStatus({
  state,
  loadingLabel,
  notFound,
  failure = (error) => error,
  back,
}: ItemLoadStatusProps) {
  if (state.loading) return <Spinner label={loadingLabel} />;
  if (!state.error) return null;
  return (
    <>
      <Alert variant="danger">
        {state.status === 404 ? translateMessage(notFound, currentIntlLocale()) : failure(state.error)}
      </Alert>
      <ButtonLink to={back.to} $variant="outline">
        {back.label}
      </ButtonLink>
    </>
  );
}
