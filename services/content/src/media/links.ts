import { parentSubscriptionEndedMessage, todayIso } from '@young-minds/contracts';
import type { FamilyAccessRepo } from '@young-minds/db';
import { HttpError, type MediaSigner, type Principal } from '@young-minds/service-kit';

/** A stored media url as this caller gets it: a private file's as a fresh signed link, a public one as it is. */
export interface MediaLinks {
  (url: string): string;
  (url: string | null): string | null;
}

/**
 * The one place an answer's media urls are made for a caller. Paid files are handed out only as short-lived
 * signed links, and only to members of a family whose subscription is active (the subscription gate's own
 * notion, `familyAccess`) and to admins: a child got here through the gate already, a parent is checked here
 * and refused (403, `parentSubscriptionEndedMessage`) while the family has no active subscription, so the
 * content endpoints give them no link at all. Anyone else is refused the same way. A parent found subscribed is not
 * asked again while their session is kept (the principal cache hands out the same object until it expires or a
 * change of the family's plan drops it): a parent paging through lists costs one read, not one per page.
 *
 * Answers that carry links are never shared-cached (the kit answers every signed-in call `no-store`), and links
 * handed out within one minute are identical, so a re-fetched answer names the same urls.
 */
export function createMediaLinks(options: {
  signer: MediaSigner;
  familyAccess: Pick<FamilyAccessRepo, 'familyHasActiveSubscription'>;
  now: () => Date;
}): (principal: Principal | null | undefined) => Promise<MediaLinks> {
  const { signer, familyAccess, now } = options;
  const signed = ((url: string | null) => signer.sign(url)) as MediaLinks;
  /** The day each kept parent session was found subscribed (only an active subscription is remembered). */
  const subscribedOn = new WeakMap<Principal, string>();
  return async function mediaLinksFor(principal) {
    if (principal?.role === 'admin' || principal?.role === 'child') return signed;
    const today = todayIso(now());
    if (principal?.role === 'parent' && subscribedOn.get(principal) === today) return signed;
    if (principal?.role === 'parent' && (await familyAccess.familyHasActiveSubscription(principal.id, today))) {
      subscribedOn.set(principal, today);
      return signed;
    }
    throw new HttpError(403, parentSubscriptionEndedMessage);
  };
}
