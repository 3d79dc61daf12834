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

/** The CSS variables the theme sets on <html>; styles read them, e.g. `background: var(--theme-color)`. */
export const THEME_VARIABLES = { color: '--theme-color', textColor: '--theme-text-color' } as const;

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
  element.style.setProperty(THEME_VARIABLES.color, theme.color);
  element.style.setProperty(THEME_VARIABLES.textColor, theme.textColor);
}

/** Applies the current theme now and on every change; returns the unsubscribe function. */
export function bindThemeToDocument(element: HTMLElement = document.documentElement): () => void {
  applyTheme(themeStore.getState(), element);
  return themeStore.subscribe((theme) => applyTheme(theme, element));
}
