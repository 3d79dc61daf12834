import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from './storage';

export interface Theme {
  name: string;
  color: string;
  textColor: string;
}

/** The theme until someone picks another (and after `resetTheme`): Azure. */
export const DEFAULT_THEME: Theme = { name: 'Azure', color: '#3A86FF', textColor: '#FFFFFF' };

/** The client-side key the theme is kept under. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The CSS variables the theme sets on <html>; styles read them, e.g. `background: var(--theme-color)`.
 * `fill` is the background for surfaces that carry the theme's text (buttons, bars, the active link): the theme's
 * colour, shaded just enough that the text on it keeps a contrast of at least 4.5:1 (WCAG AA). The spec's Azure
 * (#3A86FF under white, 3.5:1) becomes #3273DB there; a theme that already reads well keeps its colour.
 */
export const THEME_VARIABLES = {
  color: '--theme-color',
  textColor: '--theme-text-color',
  fill: '--theme-fill',
} as const;

/** The contrast that normal-size text needs (WCAG 2.x AA). */
const minimumTextContrast = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two '#RRGGBB' colours (1 when either cannot be read). */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return 1;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed towards black (under light text) or white (under dark text) until `textColor` reads on it. */
export function readableFill(color: string, textColor: string): string {
  const base = channels(color);
  const text = channels(textColor);
  if (!base || !text) return color;
  const target = relativeLuminance(text) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 50; step += 1) {
    const mixed = base.map((channel) => Math.round(channel + (target - channel) * (step / 50)));
    const hex = `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
    if (contrastRatio(hex, textColor) >= minimumTextContrast) return hex;
  }
  return target === 0 ? '#000000' : '#FFFFFF';
}

/** The theme as CSS custom properties, for `applyTheme` and for an area that scopes the theme to its frame. */
export function themeStyleVariables(theme: Theme): Record<string, string> {
  return {
    [THEME_VARIABLES.color]: theme.color,
    [THEME_VARIABLES.textColor]: theme.textColor,
    [THEME_VARIABLES.fill]: readableFill(theme.color, theme.textColor),
  };
}

// Properties, not methods: components select the actions out of the store (`useTheme((s) => s.setTheme)`).
export interface ThemeState extends Theme {
  setTheme: (theme: Theme) => void;
  resetTheme: () => void;
}

export function createThemeStore() {
  return createStore<ThemeState>()(
    persist(
      (set) => ({
        ...DEFAULT_THEME,
        setTheme: (theme) => set({ name: theme.name, color: theme.color, textColor: theme.textColor }),
        resetTheme: () => set({ ...DEFAULT_THEME }),
      }),
      {
        name: THEME_STORAGE_KEY,
        storage: createJSONStorage(safeLocalStorage),
        partialize: (state) => ({ name: state.name, color: state.color, textColor: state.textColor }),
      },
    ),
  );
}

export const themeStore = createThemeStore();

export function useTheme<T>(selector: (state: ThemeState) => T): T {
  return useStore(themeStore, selector);
}

/** Writes the theme into CSS variables on an element (default <html>). */
export function applyTheme(theme: Theme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeStyleVariables(theme))) element.style.setProperty(name, value);
}

/** Applies the current theme now and on every change; returns the unsubscribe function. */
export function bindThemeToDocument(element: HTMLElement = document.documentElement): () => void {
  applyTheme(themeStore.getState(), element);
  return themeStore.subscribe((theme) => applyTheme(theme, element));
}
