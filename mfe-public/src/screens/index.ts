import { type ComponentType, createElement, lazy } from 'react';
import type { Catalog, CatalogLoaders } from '@young-minds/i18n';
import { messages } from '../messages';

// The home page is the first paint of `/` (and comes prerendered): it is in the area's first chunk. Every other
// screen is a chunk of its own, downloaded when its route is first shown, so `/` loads none of their code (nor
// the contracts' request schemas and zod that the forms check with). The chunks are named (`screen-login`, …) so
// the build can list each route's files for the gateway's preload hints (src/prerender/build-plugin.ts).
// Each screen's texts are a catalog of its own (`<Screen>/messages/<locale>.json`; a text that more than one
// chunk shows stays in the area's, src/messages), fetched with its code, in the page's language only: `/` downloads
// the layout's and the home page's texts alone. Their chunks are named `<screen's chunk>-<locale>`, for the hints.
export { Home } from './Home';

/** Every lazily loaded screen's loader, so tests can have them all in place before the first render. */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen loaded on first use. Once loaded it renders at once (no Suspense fallback on later visits, and none
 * in tests that called `preloadScreens`).
 */
function lazyScreen(load: () => Promise<ComponentType>, texts: CatalogLoaders<Catalog>): LazyScreen {
  let loaded: ComponentType | undefined;
  // The texts with the code, side by side: the screen renders once both are in, at once and in one go.
  const preload = () => Promise.all([load(), messages.add(texts)]).then(([screen]) => (loaded = screen));
  loaders.push(preload);
  const Lazy = lazy(() => preload().then((screen) => ({ default: screen })));
  function Screen() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Screen, { preload });
}

/** A screen in a chunk of its own; `preload()` fetches it and its texts, after which it renders at once (no fallback). */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Loads every screen's chunk (tests: screens then render in the first pass, as the home page does). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

const loginTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-login-en" */ './Login/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-login-ar" */ './Login/messages/ar.json'),
};
const registerTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-register-en" */ './Register/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-register-ar" */ './Register/messages/ar.json'),
};
const subscriptionTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-subscription-en" */ './Subscription/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-subscription-ar" */ './Subscription/messages/ar.json'),
};
const blogTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-blog-en" */ './Blog/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-blog-ar" */ './Blog/messages/ar.json'),
};
const blogPostTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-blog-post-en" */ './BlogPost/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-blog-post-ar" */ './BlogPost/messages/ar.json'),
};
const contactTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-contact-en" */ './Contact/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-contact-ar" */ './Contact/messages/ar.json'),
};
const faqsTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-faqs-en" */ './Faqs/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-faqs-ar" */ './Faqs/messages/ar.json'),
};
const aboutIslamTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-about-islam-en" */ './AboutIslam/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-about-islam-ar" */ './AboutIslam/messages/ar.json'),
};
const unauthorizedTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-unauthorized-en" */ './Unauthorized/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-unauthorized-ar" */ './Unauthorized/messages/ar.json'),
};
const setPasswordTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-set-password-en" */ './SetPassword/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-set-password-ar" */ './SetPassword/messages/ar.json'),
};
const emailLinksTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-email-links-en" */ './EmailLinks/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-email-links-ar" */ './EmailLinks/messages/ar.json'),
};
const unsubscribeTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-unsubscribe-en" */ './Unsubscribe/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-unsubscribe-ar" */ './Unsubscribe/messages/ar.json'),
};
const privacyTexts: CatalogLoaders<Catalog> = {
  en: () => import(/* webpackChunkName: "screen-privacy-en" */ './Privacy/messages/en.json'),
  ar: () => import(/* webpackChunkName: "screen-privacy-ar" */ './Privacy/messages/ar.json'),
};

export const Login = lazyScreen(
  () => import(/* webpackChunkName: "screen-login" */ './Login').then((m) => m.Login),
  loginTexts,
);
export const Register = lazyScreen(
  () => import(/* webpackChunkName: "screen-register" */ './Register').then((m) => m.Register),
  registerTexts,
);
export const Subscription = lazyScreen(
  () => import(/* webpackChunkName: "screen-subscription" */ './Subscription').then((m) => m.Subscription),
  subscriptionTexts,
);
export const Blog = lazyScreen(
  () => import(/* webpackChunkName: "screen-blog" */ './Blog').then((m) => m.Blog),
  blogTexts,
);
export const BlogPost = lazyScreen(
  () => import(/* webpackChunkName: "screen-blog-post" */ './BlogPost').then((m) => m.BlogPost),
  blogPostTexts,
);
export const Contact = lazyScreen(
  () => import(/* webpackChunkName: "screen-contact" */ './Contact').then((m) => m.Contact),
  contactTexts,
);
export const Faqs = lazyScreen(
  () => import(/* webpackChunkName: "screen-faqs" */ './Faqs').then((m) => m.Faqs),
  faqsTexts,
);
export const AboutIslam = lazyScreen(
  () => import(/* webpackChunkName: "screen-about-islam" */ './AboutIslam').then((m) => m.AboutIslam),
  aboutIslamTexts,
);
export const Unauthorized = lazyScreen(
  () => import(/* webpackChunkName: "screen-unauthorized" */ './Unauthorized').then((m) => m.Unauthorized),
  unauthorizedTexts,
);
export const SetPassword = lazyScreen(
  () => import(/* webpackChunkName: "screen-set-password" */ './SetPassword').then((m) => m.SetPassword),
  setPasswordTexts,
);
export const ForgotPassword = lazyScreen(
  () => import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.ForgotPassword),
  emailLinksTexts,
);
export const ResetPassword = lazyScreen(
  () => import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.ResetPassword),
  emailLinksTexts,
);
export const VerifyEmail = lazyScreen(
  () => import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.VerifyEmail),
  emailLinksTexts,
);
export const SignInLink = lazyScreen(
  () => import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.SignInLink),
  emailLinksTexts,
);
export const Unsubscribe = lazyScreen(
  () => import(/* webpackChunkName: "screen-unsubscribe" */ './Unsubscribe').then((m) => m.Unsubscribe),
  unsubscribeTexts,
);
export const AcceptInvite = lazyScreen(
  () => import(/* webpackChunkName: "screen-email-links" */ './EmailLinks').then((m) => m.AcceptInvite),
  emailLinksTexts,
);
export const Privacy = lazyScreen(
  () => import(/* webpackChunkName: "screen-privacy" */ './Privacy').then((m) => m.Privacy),
  privacyTexts,
);
