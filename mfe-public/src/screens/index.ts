import { type ComponentType, createElement, lazy } from 'react';

// The home page is the first paint of `/` (and comes prerendered): it is in the area's first chunk. Every other
// screen is a chunk of its own, downloaded when its route is first shown, so `/` loads none of their code (nor
// the contracts' request schemas and zod that the forms check with).
export { Home } from './Home';

/** Every lazily loaded screen's loader, so tests can have them all in place before the first render. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen loaded on first use. Once loaded it renders at once (no Suspense fallback on later visits, and none
 * in tests that called `preloadScreens`).
 */
function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((screen) => (loaded = screen));
  loaders.push(preload);
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  return function Screen() {
    return createElement(loaded ?? Lazy);
  };
}

/** Loads every screen's chunk (tests: screens then render in the first pass, as the home page does). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

export const Login = lazyScreen(() => import('./Login').then((m) => m.Login));
export const Register = lazyScreen(() => import('./Register').then((m) => m.Register));
export const Subscription = lazyScreen(() => import('./Subscription').then((m) => m.Subscription));
export const Blog = lazyScreen(() => import('./Blog').then((m) => m.Blog));
export const BlogPost = lazyScreen(() => import('./BlogPost').then((m) => m.BlogPost));
export const Contact = lazyScreen(() => import('./Contact').then((m) => m.Contact));
export const Faqs = lazyScreen(() => import('./Faqs').then((m) => m.Faqs));
export const AboutIslam = lazyScreen(() => import('./AboutIslam').then((m) => m.AboutIslam));
export const Unauthorized = lazyScreen(() => import('./Unauthorized').then((m) => m.Unauthorized));
export const SetPassword = lazyScreen(() => import('./SetPassword').then((m) => m.SetPassword));
export const Unsubscribe = lazyScreen(() => import('./Unsubscribe').then((m) => m.Unsubscribe));
