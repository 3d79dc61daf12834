import type { ContentRepos } from '@young-minds/db';
import type { IdempotentRunner, ServiceApp, TokenService } from '@young-minds/service-kit';
import type { MediaStore } from './media';
import type { MediaSigner } from './media/signing';

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
  /** Children's writes under an `Idempotency-Key` (see offline/replay.ts). */
  idempotent: IdempotentRunner;
  /** Clock, so tests can pin "today". */
  now: () => Date;
}
