import { HttpError, isHttpError, type RateLimiter } from '@young-minds/service-kit';

/**
 * Counts one call of `key` against `limiter`; past its limit, 429 in the caller's own words (`message`, a sentence
 * of the contracts) with the kit's Retry-After.
 */
export async function countOrRefuse(limiter: RateLimiter, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isHttpError(error) && error.status === 429) throw new HttpError(429, message, { headers: error.headers });
    throw error;
  }
}
