// Node only (the catalogs test, the Arabic end-to-end walk): never imported by the runtime.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
// The folders with catalogs: an area's or a package's source folder each.
import catalogFolders from '../catalog-folders.json';

/** One catalog of an area: the folder holding its `<locale>.json` files and the area's source folder. */
export interface CatalogOnDisk {
  /** The area's or the package's source folder (`mfe-public/src`), relative to the repository. */
  area: string;
  /** The catalog's folder (`mfe-public/src/screens/Login/messages`), relative to the repository. */
  folder: string;
}

/**
 * Every catalog of the platform: each listed source folder's own (`messages/`) and those deeper in it (the public
 * area's screens have one each: `src/screens/<Screen>/messages/`).
 */
export function catalogsOnDisk(repoRoot: string): CatalogOnDisk[] {
  const found: CatalogOnDisk[] = [];
  const walk = (area: string, folder: string) => {
    for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = path.join(folder, entry.name);
      if (entry.name === 'messages' && existsSync(path.join(repoRoot, child, 'en.json')))
        found.push({ area, folder: child });
      else walk(area, child);
    }
  };
  for (const area of catalogFolders) walk(area, area);
  return found;
}
