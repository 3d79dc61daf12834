import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** An area's exposed module: its default export is the area's root component (it renders nested <Routes>). */
export interface AreaModule {
  default: ComponentType;
  /** Fetches the chunk of the screen at a path, so the area's first render needs no loading state. */
  preloadRoute?: (pathname: string) => Promise<unknown>;
}

export type LoadArea = (id: string) => Promise<AreaModule>;

/** Loads `mfe_x/App` through the federation runtime. */
export const loadArea: LoadArea = async (id) => {
  const module = await loadRemote<AreaModule>(id);
  if (!module || !module.default) throw new Error(`Remote module ${id} has no default component`);
  return module;
};
