import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The browser's types, for the JavaScript beside this file (which cannot name playwright-core: it is the shell's). */
export type { Browser, BrowserContext, Page };

/** Lighthouse's mobile profile: the context options, the network conditions and the CPU slow-down. */
export declare const slowPhone: {
  context: {
    viewport: { width: number; height: number };
    deviceScaleFactor: number;
    isMobile: boolean;
    hasTouch: boolean;
  };
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate: number;
};

/** Throttles a page's network ('full', or 'latency' only, or 'none') and CPU to the slow phone. */
export declare function throttle(page: Page, options?: { network?: 'full' | 'latency' | 'none' }): Promise<void>;

/** Records every layout shift and LCP candidate from the context's next navigations on. */
export declare function recordPaints(context: BrowserContext): Promise<void>;

export interface PaintFigures {
  lcp: number | null;
  lcpElement: string | null;
  /** Every LCP candidate in turn: its time (ms since the navigation) and element. */
  candidates: string[];
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
  /** The first contentful paint, ms since the navigation. */
  fcp: number | null;
  /** Total blocking time after the first contentful paint (each long task's time over 50 ms), in ms. */
  tbt: number;
}

/** What was recorded since the page's navigation. */
export declare function paintFigures(page: Page): Promise<PaintFigures>;

/** One cold load of `url` on the slow phone, network and CPU throttled: the figures once the network is idle. */
export declare function slowPhoneLoad<Extra extends object = object>(
  browser: Browser,
  url: string,
  options?: {
    locale?: string;
    waitFor?: string;
    prepare?: (context: BrowserContext) => Promise<unknown>;
    /** Reads more from the loaded page (before its context closes): merged into the figures. */
    inspect?: (page: Page) => Promise<Extra>;
  },
): Promise<PaintFigures & Partial<Extra>>;
