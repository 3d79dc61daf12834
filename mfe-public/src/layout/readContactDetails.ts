import { api } from '@young-minds/api-client';
import { type ContactDetails, contactEndpoints } from '@young-minds/contracts';

/**
 * GET /api/contact/details, checked against the contract's schema. A chunk of its own (useContactDetails imports
 * it when the details are first wanted): the contracts and zod it checks the answer with are no part of a first
 * visit that never scrolls to the footer (issue 37).
 */
export function readContactDetails(): Promise<ContactDetails> {
  return api.call(contactEndpoints.details);
}
