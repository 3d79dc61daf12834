/**
 * Theme tokens. Colours that the session's theme may change (the default theme is Azure #3A86FF with white
 * text) are read from CSS variables set on the page, with the Azure values as fallbacks, so
 * the primitives look right even before the shell has applied a theme. Text, surface and border colours are
 * variables too, with the light values as fallbacks, so an area's dark mode restyles every primitive at once.
 */
export const cssVars = {
  primary: '--theme-color',
  primaryText: '--theme-text-color',
  /** The theme colour shaded so its text reads on it (contrast ≥ 4.5:1); set by the session's theme. */
  primaryFill: '--theme-fill',
  /** Surface colours an area may switch (the admin's dark mode sets these on <body>). */
  text: '--ym-text',
  muted: '--ym-muted',
  border: '--ym-border',
  surface: '--ym-surface',
  primaryStrong: '--ym-primary-strong',
} as const;

export const azure = { name: 'Azure', color: '#3A86FF', textColor: '#FFFFFF' } as const;

export const tokens = {
  color: {
    primary: `var(${cssVars.primary}, ${azure.color})`,
    primaryText: `var(${cssVars.primaryText}, ${azure.textColor})`,
    /** Background of anything that carries text in the theme's text colour (Azure's fill as the fallback). */
    primaryFill: `var(${cssVars.primaryFill}, #3273DB)`,
    /** Darker Azure for hover and for text on white (contrast ≥ 4.5:1). */
    primaryStrong: `var(${cssVars.primaryStrong}, #1F5FCC)`,
    accent: '#FFBE0B',
    /** Text on the accent: dark in every mode (the accent stays yellow when a page turns dark). */
    accentText: '#1D2433',
    text: `var(${cssVars.text}, #1D2433)`,
    muted: `var(${cssVars.muted}, #4A5568)`,
    border: `var(${cssVars.border}, #CBD5E0)`,
    surface: `var(${cssVars.surface}, #FFFFFF)`,
    page: '#F5F8FF',
    dangerBg: '#FDECEC',
    dangerText: '#9B1C1C',
    dangerBorder: '#F5B5B5',
    successBg: '#E7F7EE',
    successText: '#1E6B3A',
    successBorder: '#A8DFBC',
    infoBg: '#EAF2FF',
    infoText: '#1F4E99',
    infoBorder: '#B5CFFA',
    focus: '#FFBE0B',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px' },
  font: {
    /**
     * The shell sets `--ym-font-family` for Arabic (Noto Naskh Arabic, shipped with the shell); every other
     * language uses the system's fonts.
     */
    family:
      "var(--ym-font-family, 'Nunito', 'Segoe UI', system-ui, -apple-system, Roboto, Helvetica, Arial, sans-serif)",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  },
  shadow: {
    card: '0 2px 10px rgba(29, 36, 51, 0.08)',
    raised: '0 8px 24px rgba(29, 36, 51, 0.16)',
  },
  /** Widths at which the layout changes (phone → tablet → desktop). */
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1200 },
} as const;

export type Tokens = typeof tokens;

/** Media queries for styled-components: `${media.md} { … }` applies from the md width up. */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoint.sm}px)`,
  md: `@media (min-width: ${tokens.breakpoint.md}px)`,
  lg: `@media (min-width: ${tokens.breakpoint.lg}px)`,
  xl: `@media (min-width: ${tokens.breakpoint.xl}px)`,
} as const;

/** The visible focus ring every interactive primitive uses (keyboard focus only). */
export const focusRing = `
  outline: 3px solid ${tokens.color.focus};
  outline-offset: 2px;
`;
