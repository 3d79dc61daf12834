import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import request from 'supertest';
import type { Role } from '@young-minds/contracts';
import type { Database } from '@young-minds/db';
import { createTestDatabase } from '@young-minds/db/testing';
import { type TokenService, createTokenService } from '@young-minds/service-kit';
import { buildContentApp } from './app';
import { type MediaKind, type MediaStore, createLocalMediaStore } from './media';

export const testSecret = new TextEncoder().encode('a test-only secret with more than thirty-two bytes of length');

export interface ContentHarness {
  db: Database;
  tokens: TokenService;
  /** `api().get('/api/videos')…` against the real app (no port). */
  api: () => ReturnType<typeof request>;
  /** The app's request listener, for tests that need a real socket (`http.createServer(callback)`). */
  callback: ReturnType<ReturnType<typeof buildContentApp>['callback']>;
  media: MediaStore;
  /** The media folder of this harness (`<tmp>/media`): files land in `<mediaRoot>/<folder>/<uuid>.<ext>`. */
  mediaRoot: string;
  /** Where multipart uploads are streamed first; empty after every request. */
  uploadDir: string;
  close(): Promise<void>;
}

export interface StartContentOptions {
  /** Per-kind size limits of the media store, e.g. `{ video: 64 * 1024 }` to test 413 with small files. */
  limits?: Partial<Record<MediaKind, number>>;
  now?: () => Date;
}

/** The real content app on a fresh, migrated database of the given kind, with private media and upload folders. */
export async function startContent(dbName: 'sqlite' | 'mariadb', options: StartContentOptions = {}): Promise<ContentHarness> {
  const testDb = await createTestDatabase(dbName);
  const folder = mkdtempSync(join(tmpdir(), 'ym-content-'));
  const mediaRoot = join(folder, 'media');
  const uploadDir = mkdtempSync(join(folder, 'uploads-'));
  const tokens = createTokenService({ secret: testSecret, issuer: 'young-minds', audience: 'young-minds', ttlSeconds: 3600 });
  const media = createLocalMediaStore({ root: mediaRoot, limits: options.limits });
  const app = buildContentApp({ db: testDb.db, tokens, media, uploadDir, now: options.now });
  const server = app.callback();
  return {
    db: testDb.db,
    tokens,
    api: () => request(server),
    callback: server,
    media,
    mediaRoot,
    uploadDir,
    close: async () => {
      await testDb.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A user made straight in the database, with a real signed token. */
export interface TestUser {
  id: number;
  role: Role;
  token: string;
}

let counter = 0;
const unique = (label: string) => {
  counter += 1;
  return `${label}${counter}-${process.pid}-${Date.now() % 1_000_000}`;
};

/** Signs a real session token (HS256, issuer, audience, version) for a user of the harness' database. */
export async function signToken(harness: ContentHarness, userId: number): Promise<string> {
  const principal = await harness.db.repos.users.principalOf(userId);
  if (!principal) throw new Error(`No user ${userId}.`);
  return harness.tokens.sign({ sub: principal.id, role: principal.role, ver: principal.tokenVersion });
}

/** A new admin account (no password needed: it only ever uses its token). */
export async function createAdmin(harness: ContentHarness): Promise<TestUser> {
  const { user } = await harness.db.repos.users.ensureAdmin(`${unique('admin')}@example.test`, 'Test Admin');
  return { id: user.id, role: 'admin', token: await signToken(harness, user.id) };
}

/** A new parent (with a Pro subscription, as registration makes it). */
export async function createParent(harness: ContentHarness): Promise<TestUser> {
  const { user } = await harness.db.repos.users.createParentWithSubscription(
    { name: 'Test Parent', email: `${unique('parent')}@example.test`, phone: '+1 555 0100', passwordHash: 'not-a-real-hash' },
    { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2099-12-31' },
  );
  return { id: user.id, role: 'parent', token: await signToken(harness, user.id) };
}

/** A new child of `parent`. */
export async function createChild(harness: ContentHarness, parent: TestUser, name = 'Amina'): Promise<TestUser> {
  const result = await harness.db.repos.users.createChildWithinLimit(
    { parentId: parent.id, name, age: 8, username: unique('kid'), passwordHash: 'not-a-real-hash' },
    5,
  );
  if (!result.ok) throw new Error('child limit reached');
  return { id: result.child.id, role: 'child', token: await signToken(harness, result.child.id) };
}

/** A parent and one child of theirs. */
export async function createFamily(harness: ContentHarness): Promise<{ parent: TestUser; child: TestUser }> {
  const parent = await createParent(harness);
  return { parent, child: await createChild(harness, parent) };
}

/** `Authorization: Bearer …` for supertest's `.set()`. */
export const bearer = (user: { token: string }) => ({ Authorization: `Bearer ${user.token}` });

/** Every file under `dir`, as paths relative to it (to prove a failed upload left nothing behind). */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

// ---- Small real files for uploads (valid magic bytes; tiny) ----

/** A stored (uncompressed) zip of the given entries, in order. */
export function zipOf(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The EBML header of a WebM file (DocType 'webm'), as every WebM starts. */
export const webmHeader = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81,
  0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);

/** Small files whose first bytes are what they claim; `size` pads them (default ~2 KB). */
export const sampleFiles = {
  webm: (size = 2048) => pad(webmHeader, size),
  mp4: (size = 2048) => pad(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]), size),
  png: (size = 256) =>
    pad(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), size),
  jpeg: (size = 256) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF'), 0]), size),
  pdf: (size = 512) => pad(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'), size),
  doc: (size = 1024) => pad(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  docx: () =>
    zipOf([
      ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
      ['_rels/.rels', '<?xml version="1.0"?><Relationships/>'],
      ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
    ]),
  epub: () =>
    zipOf([
      ['mimetype', 'application/epub+zip'],
      ['META-INF/container.xml', '<?xml version="1.0"?><container/>'],
    ]),
  text: (size = 256) => pad(Buffer.from('Just some text, not a video.\n'), size),
};
