import '@testing-library/jest-dom';
import { themeStore } from '@young-minds/session';
import { loginResponses, parentMockState } from '@young-minds/mocks';
import { areaRenderer, setUpMockServer as setUpAreaMockServer } from '@young-minds/ui/testing';
import App from './App';

const area = areaRenderer({ base: '/child', role: 'child', App });

/**
 * The child area as the shell mounts it (under /child/*), logged in as the mock child, at `path`.
 * Screens are lazy: use `findBy…` for their first content.
 */
export const renderChild = area.renderArea;

/** The child path (with search) of the screen on show. */
export const currentPath = area.currentPath;

/** MSW (node) with the shared handlers; call once per test file. State, session and theme reset after each test. */
export const setUpMockServer = () => setUpAreaMockServer({ reset: () => themeStore.getState().resetTheme() });

/**
 * Turns Read to me on for the mock child (Yusuf, 8: off by his age), as his parent's setting would: the layout
 * reads it from the home's overview on every visit.
 */
export function turnOnReadToMe(): void {
  const child = parentMockState.children.find((candidate) => candidate.id === loginResponses.child.user.id);
  if (!child) throw new Error('The mock child is missing from the parent mocks.');
  Object.assign(child, { read_to_me: true, read_to_me_follows_age: false });
}
