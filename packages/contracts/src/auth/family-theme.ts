import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { type FamilyThemeName, familyThemes } from '../families';

/** The family's theme: the colour its areas wear, chosen by the parent, read by the children too. */

export const familyThemeUnknownMessage = `Choose one of the themes: ${familyThemes.map((theme) => theme.name).join(', ')}.`;

const familyThemeNames = familyThemes.map((theme) => theme.name) as unknown as readonly [
  FamilyThemeName,
  ...FamilyThemeName[],
];
export const familyThemeNameSchema = z.enum(familyThemeNames, { error: familyThemeUnknownMessage });

export const familyThemeSchema = z.object({ name: familyThemeNameSchema, color: z.string(), textColor: z.string() });
export const setFamilyThemeRequestSchema = z.object({ name: familyThemeNameSchema });

/** Its calls, a table of their own so the child area's first screen builds none of the parent's account schemas. */
export const familyThemeEndpoints = {
  getFamilyTheme: defineEndpoint({
    id: 'family.theme.get',
    service: 'auth',
    method: 'GET',
    path: '/api/family/theme',
    access: { roles: ['parent', 'child'] },
    response: familyThemeSchema,
    summary: "The family's theme (a child reads its parent's); Azure until the parent picks one.",
  }),
  setFamilyTheme: defineEndpoint({
    id: 'family.theme.set',
    service: 'auth',
    method: 'PUT',
    path: '/api/family/theme',
    access: { roles: ['parent'] },
    body: setFamilyThemeRequestSchema,
    response: familyThemeSchema,
    summary: "Choose the family's theme from the listed ones; it follows the family to every device.",
  }),
};
