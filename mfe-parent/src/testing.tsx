import '@testing-library/jest-dom';
import { themeStore } from '@young-minds/session';
import { areaRenderer, setUpMockServer as setUpAreaMockServer } from '@young-minds/ui/testing';
import App from './App';

export { cellTexts } from '@young-minds/ui/testing';

const area = areaRenderer({ base: '/parent', role: 'parent', App });

/**
 * The parent area as the shell mounts it (under /parent/*), logged in as the mock parent, at `path`.
 * Screens are lazy: use `findBy…` for their first content.
 */
export const renderParent = area.renderArea;

/** The parent path (with search) of the screen on show (`expect(currentPath()).toBe('/parent/payments')`). */
export const currentPath = area.currentPath;

/** MSW (node) with the shared handlers; call once per test file. State, session and theme reset after each test. */
export const setUpMockServer = () => setUpAreaMockServer({ reset: () => themeStore.getState().resetTheme() });
