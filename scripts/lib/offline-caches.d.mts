/** The part of a Playwright page these helpers use. */
export interface PageLike {
  evaluate<R>(pageFunction: () => R | Promise<R>): Promise<R>;
  waitForFunction(
    pageFunction: () => unknown,
    arg?: undefined,
    options?: { polling?: number; timeout?: number },
  ): Promise<unknown>;
}
/** Bytes and entries per Cache Storage cache of the page's origin. */
export declare function cacheSizes(page: PageLike): Promise<Record<string, { entries: number; bytes: number }>>;
/** Waits until the shell's worker controls the page and holds the child area's files. */
export declare function childAreaKeptOffline(page: PageLike): Promise<void>;
