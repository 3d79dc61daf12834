import { type ContactDetails, emptyContactDetails } from '@young-minds/contracts';
import type { RepoContext } from './context';
import { findRow } from './rows';

/** The keys of `site_settings`. */
const contactDetailsKey = 'contact_details';

/** A stored value as JSON, or undefined when it is not JSON (a hand-edited row must not take a page down). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The contact details in a stored value: each field a string or null (anything else reads as unset). */
function toContactDetails(value: unknown): ContactDetails {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const details = { ...emptyContactDetails };
  for (const field of Object.keys(details) as (keyof ContactDetails)[]) {
    const text = stored[field];
    details[field] = typeof text === 'string' && text !== '' ? text : null;
  }
  return details;
}

/** Settings an admin edits without a rebuild: one row per key, its value JSON. */
export function createSiteSettingsRepo({ models, writeTransaction }: RepoContext) {
  const { SiteSetting } = models;

  return {
    /** The contact details the public pages show; every field null until an admin saves them. */
    async getContactDetails(): Promise<ContactDetails> {
      const row = await findRow(SiteSetting, { where: { key: contactDetailsKey }, attributes: ['value'] });
      return row ? toContactDetails(parseJson(row.value)) : { ...emptyContactDetails };
    },

    /** Replaces the whole set (the service has checked it); the details as stored. */
    async saveContactDetails(details: ContactDetails): Promise<ContactDetails> {
      const value = toContactDetails(details);
      await writeTransaction((transaction) =>
        SiteSetting.upsert({ key: contactDetailsKey, value: JSON.stringify(value) }, { transaction }),
      );
      return value;
    },

    /** Whether an admin (or the demo seed) has saved contact details yet. */
    async hasContactDetails(): Promise<boolean> {
      return (await SiteSetting.count({ where: { key: contactDetailsKey } })) > 0;
    },
  };
}

export type SiteSettingsRepo = ReturnType<typeof createSiteSettingsRepo>;
