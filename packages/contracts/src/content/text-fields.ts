import { z } from 'zod';

/**
 * The text fields of the content forms, whose absence or wrong type reads as a sentence naming the field
 * ('Title is required.', 'Title must be text.', 'Title is too long.'): one rule, so every form says it alike
 * and the Arabic catalog translates the pattern once.
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
}

/** An optional text field: missing or blank is null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => (value ? value : null));
}
