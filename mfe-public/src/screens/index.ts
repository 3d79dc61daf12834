import { type ComponentType, createElement, lazy } from 'react';

// The home page is the first paint of `/` (and comes prerendered): it is in the area's first chunk. Every other
// screen is a chunk of its own, downloaded when its route is first shown, so `/` loads none of their code (nor
// the contracts' request schemas and zod that the forms check with). The chunks are named (`screen-login`, …) so
// the build can list each route's files for the gateway's preload hints (src/prerender/build-plugin.ts).
export { Home } from './Home';

/** Every lazily loaded screen's loader, so tests can have them all in place before the first render. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen loaded on first use. Once loaded it renders at once (no Suspense fallback on later visits, and none
 * in tests that called `preloadScreens`).
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((screen) => (loaded = screen));
  loaders.push(preload);
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  function Screen() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Screen, { preload });
}

/** A screen in a chunk of its own; `preload()` fetches it, after which it renders at once (no fallback). */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Loads every screen's chunk (tests: screens then render in the first pass, as the home page does). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

export const Login = lazyScreen(() => import(/* webpackChunkName: "screen-login" */ './Login').then((m) => m.Login));
export const Register = lazyScreen(() =>
  import(/* webpackChunkName: "screen-register" */ './Register').then((m) => m.Register),
);
export const Subscription = lazyScreen(() =>
  import(/* webpackChunkName: "screen-subscription" */ './Subscription').then((m) => m.Subscription),
);
export const Blog = lazyScreen(() => import(/* webpackChunkName: "screen-blog" */ './Blog').then((m) => m.Blog));
export const BlogPost = lazyScreen(() =>
  import(/* webpackChunkName: "screen-blog-post" */ './BlogPost').then((m) => m.BlogPost),
);
export const Contact = lazyScreen(() =>
  import(/* webpackChunkName: "screen-contact" */ './Contact').then((m) => m.Contact),
);
export const Faqs = lazyScreen(() => import(/* webpackChunkName: "screen-faqs" */ './Faqs').then((m) => m.Faqs));
export const AboutIslam = lazyScreen(() =>
  import(/* webpackChunkName: "screen-about-islam" */ './AboutIslam').then((m) => m.AboutIslam),
);
export const Unauthorized = lazyScreen(() =>
  import(/* webpackChunkName: "screen-unauthorized" */ './Unauthorized').then((m) => m.Unauthorized),
);
export const SetPassword = lazyScreen(() =>
  import(/* webpackChunkName: "screen-set-password" */ './SetPassword').then((m) => m.SetPassword),
);
export const ForgotPassword = lazyScreen(() =>
  import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.ForgotPassword),
);
export const ResetPassword = lazyScreen(() =>
  import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.ResetPassword),
);
export const VerifyEmail = lazyScreen(() =>
  import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.VerifyEmail),
);
export const SignInLink = lazyScreen(() =>
  import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.SignInLink),
);
export const Unsubscribe = lazyScreen(() =>
  import(/* webpackChunkName: "screen-unsubscribe" */ './Unsubscribe').then((m) => m.Unsubscribe),
);
export const AcceptInvite = lazyScreen(() =>
  import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.AcceptInvite),
);
export const Privacy = lazyScreen(() =>
  import(/* webpackChunkName: "screen-privacy" */ './Privacy').then((m) => m.Privacy),
);
