import { accountsMigration } from './0001-accounts';
import { contentMigration } from './0002-content';
import { learningActivityMigration } from './0003-learning-activity';
import { mediaDeletionsMigration } from './0004-media-deletions';
import { idempotencyKeysMigration } from './0005-idempotency-keys';
import { familyFeaturesMigration } from './0006-family-features';
import { refundsAudienceIndexesMigration } from './0007-refunds-audience-indexes';
import { videoCaptionsMigration } from './0008-video-captions';
import { bookReaderMigration } from './0009-book-reader';
import { activitiesMigration } from './0010-activities';
import { childSyncsMigration } from './0011-child-syncs';
import { languagePreferencesMigration } from './0012-language-preferences';
import { contentLanguageMigration } from './0013-content-language';
import { contactMigration } from './0014-contact';
import { offlineTimeCreditsMigration } from './0017-offline-time-credits';
import { deviceTokensMigration } from './0018-device-tokens';
import { handOffsMigration } from './0019-hand-offs';
import { readToMeMigration } from './0020-read-to-me';
import { quizOptionPicturesMigration } from './0021-quiz-option-pictures';
import { familyDevicesMigration } from './0022-family-devices';
import { familyClockMigration } from './0023-family-clock';
import { bookPageNarrationsMigration } from './0024-book-page-narrations';
import { contentCoversMigration } from './0025-content-covers';
import { emailOutboxMigration } from './0026-email-outbox';
import { emailAccountsMigration } from './0027-email-accounts';
import { contactRepliesMigration } from './0028-contact-replies';
import { scholarReviewMigration } from './0029-scholar-review';
import { quranCornerMigration } from './0030-quran-corner';
import { duasMigration } from './0031-duas';
import type { Migration } from './types';

export type { Migration, MigrationContext } from './types';

/**
 * Every migration, in order. Listed by hand rather than globbed from the folder, so the same list runs
 * under tsx, jest and any bundle. Append new ones at the end; never reorder or rename.
 */
export const migrations: readonly Migration[] = [
  accountsMigration,
  contentMigration,
  learningActivityMigration,
  mediaDeletionsMigration,
  idempotencyKeysMigration,
  familyFeaturesMigration,
  refundsAudienceIndexesMigration,
  videoCaptionsMigration,
  bookReaderMigration,
  activitiesMigration,
  childSyncsMigration,
  languagePreferencesMigration,
  contentLanguageMigration,
  contactMigration,
  offlineTimeCreditsMigration,
  deviceTokensMigration,
  handOffsMigration,
  readToMeMigration,
  quizOptionPicturesMigration,
  familyDevicesMigration,
  familyClockMigration,
  bookPageNarrationsMigration,
  contentCoversMigration,
  emailOutboxMigration,
  emailAccountsMigration,
  contactRepliesMigration,
  scholarReviewMigration,
  quranCornerMigration,
  duasMigration,
];
