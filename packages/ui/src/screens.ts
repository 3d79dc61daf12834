import { type ComponentType, createElement, lazy } from 'react';

/** A screen's code, loaded when its route is first shown: the named export of a module the bundler splits off. */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * A lazy screen the area can fetch before its first render (its `preloadRoute`, issue 33): once `preload()` has
 * settled, `Screen` renders at once with the layout, never React's loading state (which stays at least 300 ms).
 */
export function preloadableScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): { Screen: ComponentType; preload: () => Promise<ComponentType> } {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module[name] as ComponentType));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { Screen: () => createElement(loaded ?? Lazy), preload };
}
