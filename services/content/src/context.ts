import type { ContentRepos } from '@young-minds/db';
import type { IdempotentRunner, MediaSigner, Principal, ServiceApp, TokenService } from '@young-minds/service-kit';
import type { MediaStore } from './media';
import type { MediaLinks } from './media/links';

/** Everything the content routes depend on; built once in app.ts. */
export interface ContentContext {
  kit: ServiceApp;
  /** Only the content service's repositories. */
  repos: ContentRepos;
  tokens: TokenService;
  /** Uploaded files: checked, stored, removed (local folder now; S3-compatible later). */
  media: MediaStore;
  /** Signs links to private media (children's submissions) for the callers allowed to see them. */
  signer: MediaSigner;
  /**
   * The media urls of content answers as `principal` gets them (`media/links.ts`): signed links to paid files for
   * members of a subscribed family and admins; a 403 for a parent whose family has no active subscription.
   */
  mediaLinksFor: (principal: Principal | null | undefined) => Promise<MediaLinks>;
  /** Children's writes under an `Idempotency-Key` (see offline/replay.ts). */
  idempotent: IdempotentRunner;
  /** Clock, so tests can pin "today". */
  now: () => Date;
}
