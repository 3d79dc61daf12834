import { createGlobalStyle } from 'styled-components';
import { cssVars, tokens } from '@young-minds/ui';

/**
 * The admin area's surface colours: the ui tokens (CSS variables with the light values as fallbacks) plus the
 * admin's page and raised colours. Dark mode adds the `dark` classes to <body> and sets the variables there,
 * so every ui primitive follows; the brand colour stays the theme's.
 */
export const palette = {
  page: 'var(--admin-page, #F5F8FF)',
  surface: tokens.color.surface,
  raised: 'var(--admin-raised, #F0F4FA)',
  text: tokens.color.text,
  muted: tokens.color.muted,
  border: tokens.color.border,
  link: tokens.color.primaryStrong,
} as const;

export const DarkModeStyles = createGlobalStyle`
  /* Run alone (QA mode) there is no shell stylesheet: the frame starts at the page's edge. */
  body {
    margin: 0;
  }
  body.dark {
    --admin-page: #0F172A;
    --admin-raised: #273449;
    ${cssVars.surface}: #1E293B;
    ${cssVars.text}: #E2E8F0;
    ${cssVars.muted}: #A0AEC0;
    ${cssVars.border}: #3B4A63;
    ${cssVars.primaryStrong}: #8AB4FF;
    background: #0F172A;
    color-scheme: dark;
  }
`;
