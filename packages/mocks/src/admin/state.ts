import type { ContactReply } from '@young-minds/contracts';
import { mockStore } from '../kit/errors';
import { adminCategories, adminChildren, adminParents, adminSubscriptions } from './fixtures';
import { type KindRows, kindFixtures } from './kinds';
import { contactDetailsFixture, contactMessagesFixture } from './contact-fixtures';

/** The rows each list starts from (a reset copies them again). */
const fixtures = {
  categories: adminCategories,
  parents: adminParents,
  children: adminChildren,
  subscriptions: adminSubscriptions,
  /** Books' recorded pages (none at first): `{ bookId, page, url }`. */
  narrations: [] as { bookId: number; page: number; url: string }[],
  /** Messages sent from /Contact, and the contact details the public pages show. */
  contactMessages: contactMessagesFixture,
  contactDetails: contactDetailsFixture,
  /** The admins' emailed replies to Contact messages (none at first), with the message each answers. */
  contactReplies: [] as (ContactReply & { contactMessageId: number })[],
};

/**
 * What the admin mocks remember between calls (blogs and accounts live in the shared `mockState`), the content
 * kinds' rows included (`KindRows`: `videos`, `books`, …, from each kind's own mock file, see `admin/kinds.ts`).
 */
export type AdminMockState = typeof fixtures &
  KindRows & {
    /** When each sender (lowercased email) sent their messages (ms since the epoch): the 10-a-minute limit. */
    contactSends: Map<string, number[]>;
    /** The next id any created row gets (one counter: ids never collide across lists). */
    nextId: number;
  };

const initial = (): AdminMockState => ({
  ...structuredClone({ ...fixtures, ...kindFixtures() }),
  contactSends: new Map(),
  nextId: 1000,
});

/** `resetAdminMockState`: back to the fixtures (`resetMockState` resets every store). */
export const [adminMockState, resetAdminMockState] = mockStore(initial);
