import { z } from 'zod';

/** The account fields several request schemas share (sign-in and the signed-in areas' forms). Internal to the contracts. */

export const minPasswordLength = 6;
export const passwordTooShortMessage = 'Password must be at least 6 characters.';

/** A text field whose absence or wrong type reads as a sentence ('Phone is required.'), not as zod's jargon. */
export function textField(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
}

export const passwordField = textField('Password')
  .min(minPasswordLength, passwordTooShortMessage)
  .max(200, 'Password is too long.');
export const emailField = textField('Email')
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.').max(254));
export const nameField = textField('Name').trim().min(1, 'Name is required.').max(120, 'Name is too long.');
export const phoneField = textField('Phone')
  .trim()
  .min(1, 'Phone is required.')
  .max(32, 'Phone is too long.')
  .regex(/^[+()\d\s.-]+$/, 'Please enter a valid phone number.');
