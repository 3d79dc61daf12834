import { childAuthScenarios, childContentScenarios } from './child-server';
import { contactScenarios } from './contact';
import { emailLinkScenarios } from './email-links';
import { digestScenarios } from './digests';
import { narrationScenarios } from './narrations';
import { familyScenarios } from './family';
import { familyDeviceScenarios } from './family-device';
import { familyClockScenarios } from './family-clock';
import { blogScenarios, bookScenarios } from './publishing';
import { readToMeAuthScenarios, readToMeContentScenarios } from './read-to-me';
import { reviewScenarios } from './review';
import { quranScenarios } from './quran';
import { authScenarios, contentScenarios, subscriptionScenarios } from './scenarios';
import { uploadScenarios } from './uploads';

/**
 * The scenarios each service's real app lives through (services/<name>/src/mock-parity.test.ts); the MSW handlers
 * live through all of them (mock-parity.test.ts). One list per service, so both sides always run the same ones.
 */
export const scenariosOf = {
  content: [
    ...contentScenarios,
    ...childContentScenarios,
    ...readToMeContentScenarios,
    ...contactScenarios,
    ...digestScenarios,
    ...uploadScenarios,
    ...blogScenarios,
    ...bookScenarios,
    ...narrationScenarios,
    // Issue 35: scholar review and the families' reports.
    ...reviewScenarios,
    // Issue 36: memorising and reciting to a parent.
    ...quranScenarios,
  ],
  // The child's first (an auth scenario deletes the household's child), the family's last (they add children).
  auth: [
    ...childAuthScenarios,
    ...readToMeAuthScenarios,
    // Before the auth scenarios: one of them ends the household parent's sessions.
    ...familyClockScenarios,
    ...authScenarios,
    ...familyDeviceScenarios,
    ...familyScenarios,
    // Issue 34's links: they end no session (no scenario can redeem a real link).
    ...emailLinkScenarios,
  ],
  subscriptions: subscriptionScenarios,
};
