/**
 * What a family chooses for itself and its children, shared by the auth service (children, theme), the content
 * service (what a child may see, learning time) and the parent and child areas.
 */

/** A child's age band; content carries one of these or 'all'. */
export const ageBands = ['3-5', '6-8', '9-12'] as const;
export type AgeBand = (typeof ageBands)[number];
export const contentAgeBands = ['all', ...ageBands] as const;
export type ContentAgeBand = (typeof contentAgeBands)[number];

/** The age band a child's age falls in (ages outside 3–12 take the nearest band). */
export function ageBandForAge(age: number | null): AgeBand {
  if (age === null || age >= 9) return '9-12';
  return age >= 6 ? '6-8' : '3-5';
}

/** Built-in pictures a child can have (no photo uploads of children). The parent and child areas draw them. */
export const childAvatars = ['owl', 'cat', 'camel', 'falcon', 'turtle', 'rabbit', 'bee', 'fish'] as const;
export type ChildAvatar = (typeof childAvatars)[number];

/** Minutes a week a child aims to learn, unless the parent sets another goal. */
export const defaultWeeklyGoalMinutes = 120;
export const weeklyGoalLimits = { min: 10, max: 1500 } as const;

/**
 * The family's theme, applied to the parent and child areas through style variables. 'Azure' is the spec's
 * default (#3A86FF with white text, 3.5:1): text is drawn on the session's `readableFill` of a theme, which shades
 * Azure to #3273DB (4.5:1); the others keep their text at a contrast of at least 4.5:1 as they are.
 */
export const familyThemes = [
  { name: 'Azure', color: '#3A86FF', textColor: '#FFFFFF' },
  { name: 'Ocean', color: '#1D4ED8', textColor: '#FFFFFF' },
  { name: 'Forest', color: '#166534', textColor: '#FFFFFF' },
  { name: 'Plum', color: '#6B21A8', textColor: '#FFFFFF' },
  { name: 'Crimson', color: '#B91C1C', textColor: '#FFFFFF' },
  { name: 'Teal', color: '#0F766E', textColor: '#FFFFFF' },
  { name: 'Sunshine', color: '#FACC15', textColor: '#1F2937' },
  { name: 'Night', color: '#111827', textColor: '#F9FAFB' },
] as const;
export type FamilyTheme = (typeof familyThemes)[number];
export type FamilyThemeName = FamilyTheme['name'];
export const defaultFamilyTheme: FamilyTheme = familyThemes[0];

/** What the server answers a child's content call when the family has no active subscription. */
export const familySubscriptionEndedMessage = "Your family's subscription has ended. Ask your parent to renew it.";
/**
 * What the server answers a parent's call for paid content (videos, books, worksheets and their files) while the
 * family has no active subscription; the account, subscription, payments, history and export stay theirs.
 */
export const parentSubscriptionEndedMessage =
  "Your family's subscription has ended. Renew it to open the videos, books and worksheets again.";
