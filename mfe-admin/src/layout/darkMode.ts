import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The admin's light/dark choice, remembered across reloads (localStorage). */
export interface DarkModeState {
  dark: boolean;
  toggle: () => void;
}

export const DARK_MODE_STORAGE_KEY = 'young-minds-admin-dark-mode';

/** The classes dark mode adds to <body> and removes again when it is switched off, so page-wide styles follow. */
const darkBodyClasses = ['dark', 'dark-mode'] as const;

export const darkModeStore = createStore<DarkModeState>()(
  persist((set) => ({ dark: false, toggle: () => set((state) => ({ dark: !state.dark })) }), {
    name: DARK_MODE_STORAGE_KEY,
    storage: createJSONStorage(() => window.localStorage),
    partialize: (state) => ({ dark: state.dark }),
  }),
);

export function useDarkMode<T>(selector: (state: DarkModeState) => T): T {
  return useStore(darkModeStore, selector);
}

function applyDarkMode(dark: boolean, body: HTMLElement = document.body): void {
  for (const name of darkBodyClasses) body.classList.toggle(name, dark);
}

/** Keeps <body> in step with the choice while the admin area is shown; leaving the area takes the classes off. */
export function bindDarkModeToBody(body: HTMLElement = document.body): () => void {
  applyDarkMode(darkModeStore.getState().dark, body);
  const unsubscribe = darkModeStore.subscribe((state) => applyDarkMode(state.dark, body));
  return () => {
    unsubscribe();
    applyDarkMode(false, body);
  };
}
