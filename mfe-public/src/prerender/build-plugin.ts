// Build-time only (Node): renders the public pages after the public area's production build. Imported by
// mfe-public/rsbuild.config.ts. The gateway puts them inside the shell's page (services/gateway/src/prerendered.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import {
  type Preload,
  areaPreloads,
  bundleForNode,
  catalogFiles,
  chunkGroupFiles,
  hintStats,
} from '@young-minds/mf-shared/rsbuild';
import type { Locale } from '@young-minds/i18n';

/**
 * `dist/prerendered/pages.json`, read by the gateway: each prerendered page's files by language and what it
 * preloads (paths relative to the area's folder), and the request-time renderer of the blog post and list.
 */
interface PrerenderManifest {
  pages: { path: string; files: Partial<Record<Locale, string>>; preload: Preload[]; catalogs?: ScreenCatalogs }[];
  blogPost: {
    path: string;
    renderer: string;
    locales: readonly Locale[];
    preload: Preload[];
    catalogs?: ScreenCatalogs;
  };
  /** A static page the gateway renders again per request with its data (its files preloaded as the static one's). */
  blogList: { path: string; renderer: string; locales: readonly Locale[] };
  /**
   * The area's catalog chunks a page in that language loads before it renders (the layout's and the home page's
   * texts; English is every language's fallback). A page's screen adds its own (`catalogs` of the page).
   */
  catalogs: Partial<Record<Locale, Preload[]>>;
}

/** A screen's catalog chunks by language: `<screen's chunk>-<locale>` (src/screens/index.ts). */
type ScreenCatalogs = Partial<Record<Locale, Preload[]>>;

type PagesModule = typeof import('./pages');

const unique = (preloads: Preload[]) => [...new Map(preloads.map((p) => [p.href, p])).values()];

/**
 * Bundles src/prerender/pages.tsx for Node on its own (no Module Federation) into `dist/prerendered/server.mjs`,
 * renders every static page in English and Arabic to `dist/prerendered/<locale>/<page>.html` (CSS included) and
 * writes `dist/prerendered/pages.json`. `rsbuild dev` has none: the pages are rendered by the browser.
 */
export function pluginPrerenderPages(): RsbuildPlugin {
  return {
    name: 'young-minds:prerender-pages',
    setup(api) {
      api.onAfterBuild(async ({ stats }) => {
        const { rootPath, distPath } = api.context;
        const outDir = path.join(distPath, 'prerendered');
        await rm(outDir, { recursive: true, force: true });
        await mkdir(outDir, { recursive: true });
        // Kept beside the pages: the gateway renders a blog post with it at request time.
        const serverFile = path.join(outDir, 'server.mjs');
        await bundleForNode(rootPath, './src/prerender/pages.tsx', serverFile);
        const pages = (await import(pathToFileURL(serverFile).href)) as PagesModule;

        const json = hintStats(stats);
        const mfManifest = JSON.parse(await readFile(path.join(distPath, 'mf-manifest.json'), 'utf8')) as Parameters<
          typeof areaPreloads
        >[0];
        const area = areaPreloads(mfManifest);
        const asScripts = (files: string[]) => files.map((href): Preload => ({ href, as: 'script' }));
        // A screen's texts load with it, in the page's language only: not among the area's catalogs.
        const screenCatalogFiles = new Set(
          Object.keys(json.namedChunkGroups ?? {})
            .filter((name) => /^screen-.+-[a-z]{2}$/.test(name))
            .flatMap((name) => chunkGroupFiles(json, name)),
        );
        const catalogsByLocale = catalogFiles(json);
        const catalogs = (locale: Locale): Preload[] =>
          asScripts((catalogsByLocale[locale] ?? []).filter((file) => !screenCatalogFiles.has(file)));
        const screen = (chunk: string | null): Preload[] => (chunk ? asScripts(chunkGroupFiles(json, chunk)) : []);
        const screenCatalogs = (chunk: string | null): ScreenCatalogs | undefined => {
          if (!chunk) return undefined;
          const byLocale = pages.prerenderedLocales.map(
            (locale) => [locale, asScripts(chunkGroupFiles(json, `${chunk}-${locale}`))] as const,
          );
          const missing = byLocale.filter(([, files]) => files.length === 0).map(([locale]) => locale);
          // Without them the hints would leave the screen's texts to be fetched after its code: a build error.
          if (missing.length) throw new Error(`[prerender] no catalog chunk ${chunk}-${missing.join(', -')}`);
          return Object.fromEntries(byLocale);
        };

        const manifest: PrerenderManifest = {
          pages: [],
          blogPost: {
            path: pages.blogPostPage.path,
            renderer: 'server.mjs',
            locales: pages.prerenderedLocales,
            preload: unique([...area, ...screen(pages.blogPostPage.chunk)]),
            catalogs: screenCatalogs(pages.blogPostPage.chunk),
          },
          blogList: { path: pages.blogListPage.path, renderer: 'server.mjs', locales: pages.prerenderedLocales },
          catalogs: Object.fromEntries(pages.prerenderedLocales.map((locale) => [locale, catalogs(locale)])),
        };
        let total = 0;
        for (const page of pages.staticPages) {
          const files: Partial<Record<Locale, string>> = {};
          for (const locale of pages.prerenderedLocales) {
            const html = await pages.renderPage(page.path, locale);
            const file = `${locale}/${page.name}.html`;
            await mkdir(path.join(outDir, locale), { recursive: true });
            await writeFile(path.join(outDir, file), html);
            files[locale] = file;
            total += html.length;
          }
          manifest.pages.push({
            path: page.path,
            files,
            preload: unique([...area, ...screen(page.chunk)]),
            ...(page.chunk && { catalogs: screenCatalogs(page.chunk) }),
          });
        }
        await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        api.logger.info(
          `[prerender] ${manifest.pages.length} pages × ${pages.prerenderedLocales.length} languages in dist/prerendered (${(total / 1024).toFixed(1)} kB)`,
        );
      });
    },
  };
}
