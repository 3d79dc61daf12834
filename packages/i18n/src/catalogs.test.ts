import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Token, parse } from '@messageformat/parser';
// The folders with catalogs: one list, which the Arabic end-to-end walk reads too.
import catalogFolders from '../catalog-folders.json';

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

describe.each(catalogFolders)('the catalogs of %s', (folder) => {
  const messagesFolder = path.join(repoRoot, folder, 'messages');
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
