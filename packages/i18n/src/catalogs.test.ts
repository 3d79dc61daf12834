import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Token, parse } from '@messageformat/parser';
// The catalogs: one list, which the Arabic end-to-end walk reads too.
import { catalogsOnDisk } from './catalogs-on-disk';

/**
 * Every catalog of the platform (an area's, the shell's, a shared package's): the Arabic one says every English
 * text, with the same placeholders and tags, and every English id is used by its code. A missing translation or
 * a text nobody shows anymore fails here, not in front of a family.
 */
const repoRoot = path.resolve(__dirname, '../../..');

type Catalog = Record<string, string>;
const readCatalog = (file: string): Catalog =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};

/** Placeholders (`{name}`, `{count, plural, …}` by name) and tags (`<0>`), each once, sorted. */
function slotsOf(message: string): string[] {
  const slots = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      slots.add(`{${token.arg}}`);
      if ('cases' in token) for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<\/?(\w+)\/?>/g)) slots.add(`<${tag[1]}>`);
  return [...slots].sort();
}

/** The plural categories a message's plurals use. */
function pluralCases(message: string): string[] {
  const cases = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural') for (const branch of token.cases) cases.add(branch.key);
      if ('cases' in token) for (const branch of token.cases) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return [...cases];
}

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'messages' && entry !== 'node_modules') found.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) found.push(full);
  }
  return found;
}

const catalogs = catalogsOnDisk(repoRoot);

describe.each(catalogs.map(({ area, folder }) => [folder, area]))('the catalog %s', (catalogFolder, folder) => {
  const messagesFolder = path.join(repoRoot, catalogFolder);
  const en = readCatalog(path.join(messagesFolder, 'en.json'));
  const ar = readCatalog(path.join(messagesFolder, 'ar.json'));

  it('say every English text in Arabic, and nothing else', () => {
    expect(Object.keys(ar).filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in ar))).toEqual([]);
  });

  it('keep each message’s placeholders and tags, and Arabic plurals say “other”', () => {
    const differing = Object.keys(en)
      .filter((id) => id in ar && slotsOf(en[id]!).join() !== slotsOf(ar[id]!).join())
      .map((id) => ({ id, en: slotsOf(en[id]!), ar: slotsOf(ar[id]!) }));
    expect(differing).toEqual([]);
    const withoutOther = Object.keys(ar).filter((id) => {
      const cases = pluralCases(ar[id]!);
      return cases.length > 0 && !cases.includes('other');
    });
    expect(withoutOther).toEqual([]);
  });

  it('are used: every id appears in the code (whole, or by a prefix the code completes)', () => {
    // The content-kind registry names each kind's catalog ids for every area (e.g. the admin's totals).
    const registry = path.join(repoRoot, 'packages/contracts/src/content/kinds.ts');
    const code = [...sourceFiles(path.join(repoRoot, folder)), registry]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // `t(\`avatar.${avatar}\`)`, `label: 'nav.home'`: ids are written whole, or as a prefix and a variable.
    const prefixes = [...code.matchAll(/`([a-zA-Z][\w.]*\.)\$\{/g)].map((match) => match[1]!);
    const written = (id: string) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => code.includes(quoted));
    // `${texts}.list.${part}` with texts = 'books': ids `books.list.*`, whose head the code names.
    const infixes = [...code.matchAll(/`\$\{\w+\}(\.[\w.]+\.)\$\{/g)].map((match) => match[1]!);
    // `${kind.texts}.add` with texts: 'videos': the id `videos.add`, whose head the code names.
    const suffixes = [...code.matchAll(/`\$\{[\w.]+\}(\.[\w.]+)`/g)].map((match) => match[1]!);
    const completed = (id: string) =>
      infixes.some((infix) => id.includes(infix) && written(id.slice(0, id.indexOf(infix)))) ||
      suffixes.some((suffix) => id.endsWith(suffix) && written(id.slice(0, -suffix.length)));
    const unused = Object.keys(en).filter(
      (id) => !written(id) && !completed(id) && !prefixes.some((prefix) => id.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});

describe('the catalogs of an area', () => {
  it('are found: every area has its own, and the public screens have theirs', () => {
    const folders = catalogs.map((catalog) => catalog.folder);
    expect(folders).toEqual(
      expect.arrayContaining(['mfe-public/src/messages', 'mfe-public/src/screens/Login/messages']),
    );
  });

  it('of a screen are shown by that screen alone: its ids are written nowhere else in the area (they load with it)', () => {
    const elsewhere = catalogs
      // The area's own catalog (`<area>/messages`) is loaded with the area: any of its code may show it.
      .filter(({ area, folder }) => path.dirname(folder) !== area)
      .flatMap(({ area, folder }) => {
        const screenFolder = path.dirname(folder);
        const others = sourceFiles(path.join(repoRoot, area))
          .filter((file) => !file.startsWith(path.join(repoRoot, screenFolder) + path.sep))
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n');
        return Object.keys(readCatalog(path.join(repoRoot, folder, 'en.json')))
          .filter((id) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((quoted) => others.includes(quoted)))
          .map((id) => `${id} (${folder})`);
      });
    expect(elsewhere).toEqual([]);
  });

  it('hold each id once: catalogs loaded into one area never cover each other’s texts', () => {
    const areas = [...new Set(catalogs.map((catalog) => catalog.area))];
    const twice = areas.flatMap((area) => {
      const seen = new Map<string, string>();
      const repeated: string[] = [];
      for (const { folder } of catalogs.filter((catalog) => catalog.area === area)) {
        for (const id of Object.keys(readCatalog(path.join(repoRoot, folder, 'en.json')))) {
          if (seen.has(id)) repeated.push(`${id} in ${seen.get(id)} and ${folder}`);
          seen.set(id, folder);
        }
      }
      return repeated;
    });
    expect(twice).toEqual([]);
  });
});
