import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ActivityContent, type ContentAgeBand, activityContentSchema } from '@young-minds/contracts';
import type { Database, Seed } from '@young-minds/db';
import type { MediaStore, StoredMedia } from '../media';
import { storeDemoFile } from './demo-content';
import { demoPictureFile } from './pictures';

/**
 * The pictures (made for the project: simple shapes) under seed/media/activities, and the cover drawn for the book
 * 'Stories of the Prophets' (seed/media/pictures), which 'Which Book Is It?' uncovers: a picture, no title on it.
 */
type Picture =
  | 'fajr-dawn'
  | 'dhuhr-midday'
  | 'asr-afternoon'
  | 'maghrib-sunset'
  | 'isha-night'
  | 'crescent-moon'
  | 'lantern'
  | 'dates'
  | 'mosque'
  | 'prophets-cover';

const pictureFiles: Record<Picture, string> = {
  'fajr-dawn': 'activities/fajr-dawn.png',
  'dhuhr-midday': 'activities/dhuhr-midday.png',
  'asr-afternoon': 'activities/asr-afternoon.png',
  'maghrib-sunset': 'activities/maghrib-sunset.png',
  'isha-night': 'activities/isha-night.png',
  'crescent-moon': 'activities/crescent-moon.png',
  lantern: 'activities/lantern.png',
  dates: 'activities/dates.png',
  mosque: 'activities/mosque.png',
  'prophets-cover': demoPictureFile('book', 'Stories of the Prophets'),
};

/** A card with a picture; `picture` is replaced by the stored url when the seed runs. */
const pictureCard = (id: string, picture: Picture, alt: string) => ({ id, picture, image_alt: alt });
const textCard = (id: string, text: string) => ({ id, text });
type DemoCard = ReturnType<typeof pictureCard> | ReturnType<typeof textCard>;

interface DemoActivity {
  title: string;
  prompt: string;
  category: string;
  ageBand?: ContentAgeBand;
  content: Record<string, unknown> & { choices?: DemoCard[]; targets?: DemoCard[] };
}

/** The five daily prayers, as name cards (Match the Picture's names, Fill in the Blanks' tiles). */
const prayerNames = [
  textCard('fajr', 'Fajr'),
  textCard('dhuhr', 'Dhuhr'),
  textCard('asr', 'Asr'),
  textCard('maghrib', 'Maghrib'),
  textCard('isha', 'Isha'),
];

const activities: DemoActivity[] = [
  {
    title: 'The Five Daily Prayers',
    prompt: 'Match the name of each prayer to its time of day.',
    category: 'Prayer (Salah)',
    content: {
      kind: 'match',
      choices: prayerNames,
      targets: [
        pictureCard('dawn', 'fajr-dawn', 'The sun rising at dawn'),
        pictureCard('midday', 'dhuhr-midday', 'The sun high in the sky at midday'),
        pictureCard('afternoon', 'asr-afternoon', 'The sun lower in the afternoon, a tree casting its shadow'),
        pictureCard('sunset', 'maghrib-sunset', 'The sun setting in a red sky'),
        pictureCard('night', 'isha-night', 'A crescent moon and stars at night'),
      ],
      answer: prayerNames.map((prayer, index) => ({
        choice: prayer.id,
        target: ['dawn', 'midday', 'afternoon', 'sunset', 'night'][index]!,
      })),
    },
  },
  {
    title: 'Ramadan Things',
    prompt: 'Match each word to its picture.',
    category: 'Ramadan',
    content: {
      kind: 'match',
      choices: [
        textCard('hilal', 'Crescent moon'),
        textCard('fanous', 'Lantern'),
        textCard('tamr', 'Dates'),
        textCard('masjid', 'Mosque'),
      ],
      targets: [
        pictureCard('moon-picture', 'crescent-moon', 'A thin crescent moon in the night sky'),
        pictureCard('lantern-picture', 'lantern', 'A glowing Ramadan lantern'),
        pictureCard('dates-picture', 'dates', 'Dates on a plate'),
      ],
      // The mosque is a distractor: three names, three pictures, one name left over.
      answer: [
        { choice: 'hilal', target: 'moon-picture' },
        { choice: 'fanous', target: 'lantern-picture' },
        { choice: 'tamr', target: 'dates-picture' },
      ],
    },
  },
  {
    title: 'Which Book Is It?',
    prompt: 'Uncover the cover bit by bit, then pick the name of the book.',
    category: 'Prophets',
    content: {
      kind: 'revealMatch',
      targets: [pictureCard('cover', 'prophets-cover', 'A camel and a palm tree in the desert under a crescent moon')],
      choices: [
        textCard('prophets', 'Stories of the Prophets'),
        textCard('good-words', 'Good Words'),
        textCard('little-seed', 'The Little Seed'),
      ],
      reveal: { style: 'tiles', steps: 9 },
      answer: [{ choice: 'prophets', target: 'cover' }],
    },
  },
  {
    title: 'Guess the Place',
    prompt: 'Uncover the picture, then pick the place it shows.',
    category: 'Prayer (Salah)',
    content: {
      kind: 'revealMatch',
      targets: [pictureCard('place', 'mosque', 'A mosque with a green dome and a minaret')],
      choices: [textCard('mosque', 'Mosque'), textCard('school', 'School'), textCard('market', 'Market')],
      reveal: { style: 'blur', steps: 6 },
      answer: [{ choice: 'mosque', target: 'place' }],
    },
  },
  {
    title: 'Prayer Times',
    prompt: 'Put each prayer in its gap.',
    category: 'Prayer (Salah)',
    content: {
      kind: 'fillBlanks',
      passage:
        'We pray five times a day: [[g1]] at dawn, [[g2]] at midday, [[g3]] in the afternoon, [[g4]] at sunset ' +
        'and [[g5]] at night.',
      entry: 'tiles',
      gaps: prayerNames.map((_prayer, index) => ({ id: `g${index + 1}` })),
      choices: prayerNames,
      answer: prayerNames.map((prayer, index) => ({ choice: prayer.id, target: `g${index + 1}` })),
    },
  },
  {
    title: 'Kind Words',
    prompt: 'Type the missing word in each gap.',
    category: 'Manners (Adab)',
    ageBand: '6-8',
    content: {
      kind: 'fillBlanks',
      passage:
        'Before we eat we say [[g1]]. When we meet a friend we say As-salamu [[g2]]. In Ramadan we fast from ' +
        'dawn until [[g3]].',
      entry: 'typed',
      gaps: [
        { id: 'g1', accepted: ['Bismillah', 'Bismillahi', 'Bismillah ir-Rahman ir-Rahim'] },
        { id: 'g2', accepted: ['alaikum', 'alaykum', "'alaykum", 'aleikum'] },
        { id: 'g3', accepted: ['sunset', 'Maghrib'] },
      ],
    },
  },
];

/** The content with each picture's stored url (and checked against the contract, as an admin's would be). */
function withUrls(content: DemoActivity['content'], urls: Map<Picture, string>): ActivityContent {
  const withUrl = (card: DemoCard) =>
    'picture' in card
      ? { id: card.id, image_url: urls.get(card.picture)!, image_alt: card.image_alt }
      : { id: card.id, text: card.text };
  return activityContentSchema.parse({
    ...content,
    ...(content.choices ? { choices: content.choices.map(withUrl) } : {}),
    ...(content.targets ? { targets: content.targets.map(withUrl) } : {}),
  });
}

/** The name this seed had before the demo activities last changed: a database that ran it gets the refresh. */
const previousSeed = 'demo-activities-v1';

/** Whether the seed `name` ran on this database (`schema_seeds`, written by the seed runner). */
async function seedRan(db: Database, name: string): Promise<boolean> {
  const [rows] = await db.sequelize.query('SELECT name FROM schema_seeds WHERE name = ?', { replacements: [name] });
  return rows.length > 0;
}

/** Stores each picture of `wanted` (outside any transaction); `stored` collects them for the caller's clean-up. */
async function storePictures(media: MediaStore, wanted: Iterable<Picture>, stored: StoredMedia[]) {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ym-seed-activities-'));
  try {
    const urls = new Map<Picture, string>();
    for (const picture of new Set(wanted)) {
      const result = await storeDemoFile(media, tempDir, pictureFiles[picture], 'image', 'activity-images');
      stored.push(result);
      urls.set(picture, result.url);
    }
    return urls;
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

const picturesOf = (activity: DemoActivity): Picture[] =>
  [...(activity.content.choices ?? []), ...(activity.content.targets ?? [])].flatMap((card) =>
    'picture' in card ? [card.picture] : [],
  );

/** A new platform: every demo activity, published, in one transaction (on failure the files go again). */
async function createAll(db: Database, media: MediaStore): Promise<void> {
  const stored: StoredMedia[] = [];
  try {
    const urls = await storePictures(media, Object.keys(pictureFiles) as Picture[], stored);
    const m = db.models;
    await db.writeTransaction(async (transaction) => {
      for (const activity of activities) {
        const content = withUrls(activity.content, urls);
        const [category] = await m.Category.findOrCreate({
          where: { name: activity.category },
          defaults: { name: activity.category },
          transaction,
        });
        const created = await m.Activity.create(
          {
            title: activity.title,
            prompt: activity.prompt,
            kind: content.kind,
            status: 'published',
            language: 'en',
            content: JSON.stringify(content),
            ageBand: activity.ageBand ?? 'all',
            musicFree: true,
          },
          { transaction },
        );
        await m.ActivityCategory.create({ activityId: created.id, categoryId: category.id }, { transaction });
        const used = [...content.choices, ...(content.kind === 'fillBlanks' ? [] : content.targets)]
          .map((card) => card.image_url)
          .filter((url): url is string => url !== null);
        await m.ActivityMedia.bulkCreate(
          used.map((url) => ({ url, kind: 'image', activityId: created.id, uploadedAt: new Date() })),
          { transaction },
        );
      }
    });
  } catch (error) {
    await Promise.all(stored.map((file) => media.remove(file.url)));
    throw error;
  }
}

/**
 * A platform seeded before the demo activities changed: each demo activity still as the seed made it (never
 * edited: its `updated_at` is its `created_at`) gets today's prompt, cards and pictures through the repository's
 * update, so its old pictures are queued for deletion and the new ones claimed. An activity an admin edited or
 * deleted is left as it is, and none is added.
 */
async function refreshUntouched(db: Database, media: MediaStore): Promise<void> {
  const untouched = [];
  for (const activity of activities) {
    const rows = await db.models.Activity.findAll({ where: { title: activity.title } });
    const row = rows.find((found) => Math.abs(found.updatedAt.getTime() - found.createdAt.getTime()) < 1000);
    if (row) untouched.push({ activity, row });
  }
  if (untouched.length === 0) return;
  const stored: StoredMedia[] = [];
  let urls: Map<Picture, string>;
  try {
    urls = await storePictures(
      media,
      untouched.flatMap(({ activity }) => picturesOf(activity)),
      stored,
    );
    // Waiting for an activity to claim them: a file no update claims (a failure below) is swept after a day.
    for (const file of stored) await db.repos.activities.recordUpload(file.url, 'image');
  } catch (error) {
    await Promise.all(stored.map((file) => media.remove(file.url)));
    throw error;
  }
  for (const { activity, row } of untouched) {
    const links = await db.models.ActivityCategory.findAll({ where: { activityId: row.id } });
    const result = await db.repos.activities.update(row.id, {
      title: activity.title,
      prompt: activity.prompt,
      status: row.status,
      language: row.language,
      content: withUrls(activity.content, urls),
      categoryIds: links.map((link) => link.categoryId),
      ageBand: row.ageBand,
      musicFree: row.musicFree,
    });
    if (!result.ok) throw new Error(`The demo activity '${activity.title}' could not be refreshed: ${result.reason}`);
  }
}

/**
 * Two activities of each kind (Match the Picture, the revealed book or picture, Fill in the Blanks), published,
 * with pictures made for the project. A seed of its own, after `demo-content-v1`: a database that has the demo
 * content gets the activities once too, and an admin's deletions never come back.
 *
 * Its version goes up whenever the demo activities change (v2: the revealed book's own cover without its title,
 * the tiles' reveal, the pictures' descriptions): a new database gets them all at once; one that ran an earlier
 * version gets its untouched demo activities refreshed (`refreshUntouched`).
 */
export function demoActivitiesSeed(db: Database, media: MediaStore): Seed {
  return {
    name: 'demo-activities-v2',
    async run() {
      if (await seedRan(db, previousSeed)) await refreshUntouched(db, media);
      else await createAll(db, media);
    },
  };
}
