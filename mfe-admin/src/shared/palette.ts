import { createGlobalStyle } from 'styled-components';

/**
 * The admin area's surface colours, as CSS variables with the light values as fallbacks. Dark mode adds the
 * `dark` classes to <body> (spec section 2) and these variables follow; the brand colour stays the theme's.
 */
export const palette = {
  page: 'var(--admin-page, #F5F8FF)',
  surface: 'var(--admin-surface, #FFFFFF)',
  raised: 'var(--admin-raised, #F0F4FA)',
  text: 'var(--admin-text, #1D2433)',
  muted: 'var(--admin-muted, #4A5568)',
  border: 'var(--admin-border, #CBD5E0)',
  link: 'var(--admin-link, #1F5FCC)',
} as const;

export const DarkModeStyles = createGlobalStyle`
  body.dark {
    --admin-page: #0F172A;
    --admin-surface: #1E293B;
    --admin-raised: #273449;
    --admin-text: #E2E8F0;
    --admin-muted: #A0AEC0;
    --admin-border: #3B4A63;
    --admin-link: #8AB4FF;
    background: #0F172A;
    color-scheme: dark;
  }
`;
