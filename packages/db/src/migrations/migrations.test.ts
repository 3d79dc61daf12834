import { roles } from '@young-minds/contracts';
import { QueryTypes, type Model, type ModelStatic } from 'sequelize';
import { createDatabase, type Database } from '../connection';
import { isForeignKeyViolation } from '../errors';
import { tablesInDeleteOrder } from '../models';
import {
  createTestDatabase,
  databasesUnderTest,
  insertChildActivity,
  insertSampleContent,
  type TestDatabase,
} from '../testing';
import { rolesAtAccountsMigration } from './0001-accounts';
import { bookReaderMigration } from './0009-book-reader';
import { contentLanguageMigration } from './0013-content-language';
import { contactMigration } from './0014-contact';
import { handOffsMigration } from './0019-hand-offs';
import { readToMeMigration } from './0020-read-to-me';
import { quizOptionPicturesMigration } from './0021-quiz-option-pictures';
import { familyDevicesMigration } from './0022-family-devices';
import { contentCoversMigration } from './0025-content-covers';
import { contactRepliesMigration } from './0028-contact-replies';
import { migrations } from './index';

const migrationNames = migrations.map((migration) => migration.name);

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...tablesInDeleteOrder, 'schema_migrations']) {
    const [row] = await db.sequelize.query<{ count: number | string }>(`SELECT COUNT(*) AS count FROM ${table}`, {
      type: QueryTypes.SELECT,
    });
    counts[table] = Number(row?.count);
  }
  return counts;
}

async function indexNames(db: Database, table: string): Promise<string[]> {
  const indexes = (await db.sequelize.getQueryInterface().showIndex(table)) as { name: string }[];
  return indexes.map((index) => index.name);
}

describe.each(databasesUnderTest())('migrations on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { migrate: false });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());

  it('when run on an empty database, then every migration applies in order and is recorded', async () => {
    expect(await db.migrate()).toEqual(migrationNames);
    const recorded = await db.sequelize.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name', {
      type: QueryTypes.SELECT,
    });
    expect(recorded.map((row) => row.name)).toEqual(migrationNames);
  });

  it('when run again, on this connection or a new one, then nothing applies and every row is kept', async () => {
    const content = await insertSampleContent(db);
    const { user } = await db.repos.families.register(
      { name: 'Amina', email: 'amina@example.test', phone: '+1 555 0100', passwordHash: 'hash' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' },
    );
    const child = await db.repos.users.createChildWithinLimit(
      { parentId: user.id, name: 'Yusuf', age: 8, username: 'yusuf', passwordHash: 'hash' },
      5,
    );
    if (!child.ok) throw new Error('child not created');
    await insertChildActivity(db, child.child.id, content);
    const before = await rowCounts(db);

    expect(await db.migrate()).toEqual([]);
    const restarted = createDatabase({ url: testDb.url });
    try {
      expect(await restarted.migrate()).toEqual([]);
    } finally {
      await restarted.close();
    }
    expect(await rowCounts(db)).toEqual(before);
    expect(before.users).toBe(2);
    expect(before.learning_progress).toBe(1);
  });

  it('every model matches the table the migrations built (same columns, same nullability)', async () => {
    const queryInterface = db.sequelize.getQueryInterface();
    // Widened to the common model type: the attributes are read generically.
    for (const model of Object.values(db.models) as ModelStatic<Model>[]) {
      const table = model.getTableName() as string;
      const columns = await queryInterface.describeTable(table);
      const attributes = Object.values(model.getAttributes());
      expect({ table, columns: Object.keys(columns).sort() }).toEqual({
        table,
        columns: attributes.map((attribute) => attribute.field).sort(),
      });
      // Primary keys are left out: SQLite reports an INTEGER PRIMARY KEY (the rowid) as nullable.
      for (const attribute of attributes.filter((each) => !each.primaryKey)) {
        const nullableInModel = attribute.allowNull !== false;
        expect({ column: `${table}.${attribute.field}`, nullable: columns[attribute.field!]!.allowNull }).toEqual({
          column: `${table}.${attribute.field}`,
          nullable: nullableInModel,
        });
      }
    }
    expect(
      Object.values(db.models)
        .map((model) => model.getTableName())
        .sort(),
    ).toEqual([...tablesInDeleteOrder].sort());
  });

  it('lists and lookups are backed by indexes', async () => {
    const expected: Record<string, string[]> = {
      users: ['users_email_unique', 'users_username_unique', 'users_role_created_at', 'users_parent_id_created_at'],
      subscriptions: ['subscriptions_parent_id_end_date', 'subscriptions_created_at'],
      payments: [
        'payments_parent_id_paid_at',
        'payments_paid_at',
        'payments_subscription_id',
        'payments_provider_reference_unique',
      ],
      categories: ['categories_name_unique'],
      videos: ['videos_category_id_created_at', 'videos_created_at', 'videos_created_by', 'videos_age_band_music_free'],
      quizzes: ['quizzes_created_at', 'quizzes_created_by', 'quizzes_age_band_music_free'],
      quiz_questions: ['quiz_questions_quiz_id_position_unique'],
      quiz_categories: ['quiz_categories_category_id'],
      quiz_submissions: ['quiz_submissions_quiz_id_submitted_at', 'quiz_submissions_child_id_submitted_at'],
      assignments: [
        'assignments_created_at',
        'assignments_due_date',
        'assignments_video_id',
        'assignments_age_band_music_free',
      ],
      assignment_categories: ['assignment_categories_category_id'],
      assignment_submissions: [
        'assignment_submissions_assignment_id_submitted_at',
        'assignment_submissions_child_id_submitted_at',
      ],
      books: ['books_category_id_created_at', 'books_created_at', 'books_age_band_music_free'],
      blogs: ['blogs_slug_unique', 'blogs_publish_date', 'blogs_is_published_publish_date'],
      learning_progress: [
        'learning_progress_child_content_unique',
        'learning_progress_child_id_last_seen_at',
        'learning_progress_content',
      ],
      activities: ['activities_created_at', 'activities_created_by', 'activities_status_age_band_music_free'],
      activity_categories: ['activity_categories_category_id'],
      activity_attempts: ['activity_attempts_child_id_activity_id_submitted_at', 'activity_attempts_activity_id'],
      activity_media: ['activity_media_url_unique', 'activity_media_activity_id', 'activity_media_uploaded_at'],
      child_syncs: ['child_syncs_child_id_unique'],
      hand_offs: ['hand_offs_parent_id_ended_at', 'hand_offs_child_id'],
      idempotency_keys: ['idempotency_keys_parent_id_key_unique', 'idempotency_keys_expires_at'],
      contact_messages: ['contact_messages_archived_at_created_at', 'contact_messages_read_at_archived_at'],
      book_page_narrations: ['book_page_narrations_book_id_page_unique'],
    };
    for (const [table, names] of Object.entries(expected)) {
      expect({ table, indexes: await indexNames(db, table) }).toEqual({
        table,
        indexes: expect.arrayContaining(names),
      });
    }
  });

  it("a child's catalogue filter (age band, then music-free) is backed by an index on every flagged table", async () => {
    for (const table of ['videos', 'books', 'quizzes', 'assignments']) {
      const indexes = (await db.sequelize.getQueryInterface().showIndex(table)) as {
        name: string;
        fields: { attribute: string }[];
      }[];
      const audience = indexes.find((index) => index.name === `${table}_age_band_music_free`);
      expect({ table, columns: audience?.fields.map((field) => field.attribute) }).toEqual({
        table,
        columns: ['age_band', 'music_free'],
      });
    }
  });

  it('a row of every table round-trips through its model', async () => {
    const content = await insertSampleContent(db);
    const parent = await db.models.User.create({ role: 'parent', name: 'Fatima 🌙', email: 'fatima@example.test' });
    const child = await db.models.User.create({
      role: 'child',
      name: 'Zaid',
      parentId: parent.id,
      age: 9,
      username: 'Zaid',
    });
    await insertChildActivity(db, child.id, content);
    const subscription = await db.models.Subscription.create({
      parentId: parent.id,
      planName: 'Pro',
      price: 19.99,
      startDate: '2025-01-31',
      endDate: '2025-07-31',
    });
    const paidAt = new Date('2025-01-31T10:11:12.345Z');
    await db.models.Payment.create({
      subscriptionId: subscription.id,
      parentId: parent.id,
      amount: 19.99,
      status: 'succeeded',
      provider: 'manual',
      providerReference: 'ref-1',
      paidAt,
    });

    const plain = async (model: ModelStatic<Model>, where: Record<string, unknown>) =>
      ((await model.findOne({ where }))?.get({ plain: true }) ?? null) as Record<string, unknown> | null;

    expect(await plain(db.models.User, { id: parent.id })).toMatchObject({
      name: 'Fatima 🌙',
      tokenVersion: 0,
      passwordHash: null,
    });
    expect(await plain(db.models.User, { id: child.id })).toMatchObject({
      parentId: parent.id,
      username: 'Zaid',
      age: 9,
    });
    expect(await plain(db.models.Subscription, { id: subscription.id })).toMatchObject({
      price: 19.99,
      startDate: '2025-01-31',
      endDate: '2025-07-31',
      isActive: true,
    });
    expect(await plain(db.models.Payment, { parentId: parent.id })).toMatchObject({
      amount: 19.99,
      currency: 'USD',
      paidAt,
      subscriptionId: subscription.id,
      refundReference: null,
    });
    await db.models.Payment.update({ refundReference: 'test_refund_1' }, { where: { parentId: parent.id } });
    expect(await plain(db.models.Payment, { parentId: parent.id })).toMatchObject({ refundReference: 'test_refund_1' });
    expect(await plain(db.models.Video, { id: content.videoId })).toMatchObject({
      durationSeconds: 754,
      categoryId: content.categoryId,
    });
    expect(await plain(db.models.QuizQuestion, { id: content.questionId })).toMatchObject({
      correctOption: 'C',
      position: 0,
    });
    expect(await plain(db.models.QuizCategory, { quizId: content.quizId })).toEqual({
      quizId: content.quizId,
      categoryId: content.categoryId,
    });
    expect(await plain(db.models.Assignment, { id: content.assignmentId })).toMatchObject({
      dueDate: '2030-06-30',
      videoId: content.videoId,
    });
    expect(await plain(db.models.AssignmentCategory, { assignmentId: content.assignmentId })).toMatchObject({
      categoryId: content.categoryId,
    });
    expect(await plain(db.models.Book, { id: content.bookId })).toMatchObject({
      pages: 320,
      author: 'Ibn Kathir',
      readerUrl: null,
    });
    await db.models.Book.update({ readerUrl: '/media/readers/pages.json' }, { where: { id: content.bookId } });
    expect(await plain(db.models.Book, { id: content.bookId })).toMatchObject({
      readerUrl: '/media/readers/pages.json',
    });
    expect(await plain(db.models.Blog, { id: content.blogId })).toMatchObject({
      publishDate: '2025-03-01',
      isPublished: true,
    });
    expect(await plain(db.models.QuizSubmission, { childId: child.id })).toMatchObject({
      answers: { [content.questionId]: 'C' },
      score: 1,
      total: 1,
    });
    expect(await plain(db.models.AssignmentSubmission, { childId: child.id })).toMatchObject({
      text: 'Done!',
      fileUrl: null,
    });
    expect(await plain(db.models.LearningProgress, { childId: child.id })).toMatchObject({
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 120,
      bookmark: null,
      completed: false,
      score: null,
    });
    await db.models.LearningProgress.create({
      childId: child.id,
      contentType: 'book',
      contentId: content.bookId,
      bookmark: 'epubcfi(/6/4!/4/2/1:0)',
      lastSeenAt: new Date(),
    });
    expect(await plain(db.models.LearningProgress, { childId: child.id, contentType: 'book' })).toMatchObject({
      bookmark: 'epubcfi(/6/4!/4/2/1:0)',
    });
  });

  it('when the book reader migration is undone, then only its two columns go and every row stays', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const content = await insertSampleContent(fresh.db);
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const columnsOf = async (table: string) => Object.keys(await queryInterface.describeTable(table)).sort();
      const before = { books: await columnsOf('books'), progress: await columnsOf('learning_progress') };
      const counts = await rowCounts(fresh.db);

      await bookReaderMigration.down(context);
      expect(await columnsOf('books')).toEqual(before.books.filter((column) => column !== 'reader_url'));
      expect(await columnsOf('learning_progress')).toEqual(before.progress.filter((column) => column !== 'bookmark'));
      expect(await rowCounts(fresh.db)).toEqual(counts);

      await bookReaderMigration.up(context);
      expect({ books: await columnsOf('books'), progress: await columnsOf('learning_progress') }).toEqual(before);
      const [book] = await fresh.db.sequelize.query<{ title: string; reader_url: string | null }>(
        'SELECT title, reader_url FROM books WHERE id = ?',
        { replacements: [content.bookId], type: QueryTypes.SELECT },
      );
      expect(book).toEqual({ title: 'Stories of the Prophets', reader_url: null });
    } finally {
      await fresh.drop();
    }
  });

  it('content language (0013): rows made before it read English, and undoing it drops only the four language columns', async () => {
    const fresh = await createTestDatabase(name);
    const tables = ['videos', 'books', 'quizzes', 'assignments'];
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const columnsOf = async (table: string) => Object.keys(await queryInterface.describeTable(table)).sort();
      const columnsOfAll = async () =>
        Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await columnsOf(table)])));
      const before = await columnsOfAll();

      await contentLanguageMigration.down(context);
      const withoutLanguage = await columnsOfAll();
      for (const table of tables) {
        expect({ table, columns: withoutLanguage[table] }).toEqual({
          table,
          columns: before[table].filter((column: string) => column !== 'language'),
        });
      }
      // Content written before the migration existed: raw rows of the columns it knew (the models know language).
      const insert = async (table: string, row: Record<string, unknown>) => {
        const stamped = { ...row, created_at: new Date(), updated_at: new Date() };
        await queryInterface.bulkInsert(table, [stamped]);
        const [last] = await fresh.db.sequelize.query<{ id: number }>(`SELECT MAX(id) AS id FROM ${table}`, {
          type: QueryTypes.SELECT,
        });
        return Number(last?.id);
      };
      const category = await fresh.db.models.Category.create({ name: 'Seerah' });
      const content = {
        videoId: await insert('videos', {
          title: 'Hijra',
          description: 'Journey',
          category_id: category.id,
          video_url: '/v.mp4',
          thumbnail_url: '/v.jpg',
        }),
        bookId: await insert('books', {
          title: 'Prophets',
          author: 'Ibn Kathir',
          category_id: category.id,
          pages: 3,
          thumbnail_url: '/b.jpg',
          file_url: '/b.pdf',
        }),
        quizId: await insert('quizzes', { title: 'Pillars' }),
        assignmentId: await insert('assignments', {
          title: 'Kaaba',
          description: 'Draw',
          file_url: '/a.pdf',
          due_date: '2030-01-01',
        }),
      };
      const counts = await rowCounts(fresh.db);

      await contentLanguageMigration.up(context);
      expect(await columnsOfAll()).toEqual(before);
      expect(await rowCounts(fresh.db)).toEqual(counts);
      for (const [table, id] of [
        ['videos', content.videoId],
        ['books', content.bookId],
        ['quizzes', content.quizId],
        ['assignments', content.assignmentId],
      ] as const) {
        const [row] = await fresh.db.sequelize.query<{ language: string }>(
          `SELECT language FROM ${table} WHERE id = ?`,
          {
            replacements: [id],
            type: QueryTypes.SELECT,
          },
        );
        expect({ table, language: row?.language }).toEqual({ table, language: 'en' });
      }
    } finally {
      await fresh.drop();
    }
  });

  it('when a category is still used by a video, book, quiz, assignment or activity, then the database refuses to delete it', async () => {
    const { Category, Video, Book, Quiz, QuizCategory, Assignment, AssignmentCategory, Activity, ActivityCategory } =
      db.models;
    const usedBy = {
      video: async (categoryId: number) => {
        await Video.create({ title: 'v', description: 'd', categoryId, videoUrl: '/v.mp4', thumbnailUrl: '/v.jpg' });
      },
      book: async (categoryId: number) => {
        await Book.create({ title: 'b', author: 'a', categoryId, pages: 1, thumbnailUrl: '/b.jpg', fileUrl: '/b.pdf' });
      },
      quiz: async (categoryId: number) => {
        const quiz = await Quiz.create({ title: 'q' });
        await QuizCategory.create({ quizId: quiz.id, categoryId });
      },
      assignment: async (categoryId: number) => {
        const assignment = await Assignment.create({
          title: 'a',
          description: 'd',
          fileUrl: '/a.pdf',
          dueDate: '2030-01-01',
        });
        await AssignmentCategory.create({ assignmentId: assignment.id, categoryId });
      },
      activity: async (categoryId: number) => {
        const activity = await Activity.create({ title: 'a', prompt: 'p', kind: 'match', content: '{}' });
        await ActivityCategory.create({ activityId: activity.id, categoryId });
      },
    };
    for (const [kind, use] of Object.entries(usedBy)) {
      const category = await Category.create({ name: `used by a ${kind}` });
      await use(category.id);
      const refusal = await Category.destroy({ where: { id: category.id } }).catch((error: unknown) => error);
      expect({ kind, refused: isForeignKeyViolation(refusal) }).toEqual({ kind, refused: true });
      // Also inside a write transaction, which runs on a connection of its own.
      const refusedInTransaction = await db
        .writeTransaction((transaction) => Category.destroy({ where: { id: category.id }, transaction }))
        .catch((error: unknown) => error);
      expect({ kind, refused: isForeignKeyViolation(refusedInTransaction) }).toEqual({ kind, refused: true });
      expect(await Category.count({ where: { id: category.id } })).toBe(1);
    }

    const unused = await Category.create({ name: 'unused' });
    await expect(Category.destroy({ where: { id: unused.id } })).resolves.toBe(1);
  });

  it('activities (0010): learning progress takes the new kind, and undoing the migration keeps every other row', async () => {
    const fresh = await createTestDatabase(name, { migrate: false });
    try {
      await fresh.db.migrate();
      const content = await insertSampleContent(fresh.db);
      const child = await fresh.db.models.User.create({ role: 'child', name: 'Maryam', username: 'maryam' });
      await insertChildActivity(fresh.db, child.id, content);
      const { Activity, LearningProgress } = fresh.db.models;
      const activity = await Activity.create({ title: 'Prayers', prompt: 'Match', kind: 'match', content: '{}' });
      await LearningProgress.create({
        childId: child.id,
        contentType: 'activity',
        contentId: activity.id,
        completed: true,
        score: 100,
        lastSeenAt: new Date(),
      });
      expect(await LearningProgress.count({ where: { contentType: 'activity' } })).toBe(1);

      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const activities = migrations.find((migration) => migration.name === '0010-activities')!;
      await activities.down({ queryInterface, sequelize: fresh.db.sequelize });
      const tables = (await queryInterface.showAllTables()).map(String);
      expect(tables.filter((table) => table.startsWith('activit'))).toEqual([]);
      // The activity's progress went with it; the video's row stayed.
      expect(await LearningProgress.count()).toBe(1);
      await activities.up({ queryInterface, sequelize: fresh.db.sequelize });
      expect(await LearningProgress.count()).toBe(1);
    } finally {
      await fresh.drop();
    }
  });

  it("child syncs (0011): one row per child, and it goes when the child's account is deleted", async () => {
    const { User, ChildSync } = db.models;
    const child = await User.create({ role: 'child', name: 'Yusuf', username: `yusuf-sync-${name}` });
    await ChildSync.create({ childId: child.id, lastSyncAt: new Date(), lastSyncItems: 3 });
    await expect(ChildSync.create({ childId: child.id, lastSyncAt: new Date(), lastSyncItems: 1 })).rejects.toThrow();
    await User.destroy({ where: { id: child.id } });
    expect(await ChildSync.count({ where: { childId: child.id } })).toBe(0);
  });

  it('contact (0014): undoing it drops only the two new tables, and running it again keeps every other row', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const content = await insertSampleContent(fresh.db);
      const child = await fresh.db.models.User.create({ role: 'child', name: 'Maryam', username: 'maryam-0014' });
      await insertChildActivity(fresh.db, child.id, content);
      await fresh.db.repos.contactMessages.create({ name: 'A', email: 'a@example.test', subject: 'S', message: 'M' });
      const tablesBefore = (await queryInterface.showAllTables()).map(String).sort();

      // The replies (0028) hang off the messages: undone first, made again after.
      await contactRepliesMigration.down(context);
      await contactMigration.down(context);
      const tablesAfter = (await queryInterface.showAllTables()).map(String).sort();
      expect(tablesAfter).toEqual(
        tablesBefore.filter(
          (table) => !['contact_messages', 'site_settings', 'contact_message_replies'].includes(table),
        ),
      );

      await contactMigration.up(context);
      await contactRepliesMigration.up(context);
      expect((await queryInterface.showAllTables()).map(String).sort()).toEqual(tablesBefore);
      const counts = await rowCounts(fresh.db);
      expect({ users: counts.users, progress: counts.learning_progress, messages: counts.contact_messages }).toEqual({
        users: 1,
        progress: 1,
        messages: 0,
      });
    } finally {
      await fresh.drop();
    }
  });

  it("contact replies (0028): a reply goes with its message, stays when its admin's account goes, and undoing it drops only its table", async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { ContactMessage, ContactReply, User } = fresh.db.models;
      const admin = await User.create({ role: 'admin', name: 'Admin', email: 'admin-0028@example.test' });
      const kept = await ContactMessage.create({ name: 'A', email: 'a@example.test', subject: 'S', message: 'M' });
      const gone = await ContactMessage.create({ name: 'B', email: 'b@example.test', subject: 'S', message: 'M' });
      await ContactReply.create({ contactMessageId: kept.id, adminId: admin.id, message: 'Kept' });
      await ContactReply.create({ contactMessageId: gone.id, adminId: admin.id, message: 'Goes' });

      await ContactMessage.destroy({ where: { id: gone.id } });
      await User.destroy({ where: { id: admin.id } });
      expect(await ContactReply.findAll({ raw: true, attributes: ['message', 'adminId'] })).toEqual([
        { message: 'Kept', adminId: null },
      ]);

      const tablesBefore = (await queryInterface.showAllTables()).map(String).sort();
      await contactRepliesMigration.down(context);
      expect((await queryInterface.showAllTables()).map(String).sort()).toEqual(
        tablesBefore.filter((table) => table !== 'contact_message_replies'),
      );
      await contactRepliesMigration.up(context);
      expect(await ContactMessage.count()).toBe(1);
    } finally {
      await fresh.drop();
    }
  });

  it('content covers (0025): every quiz, worksheet and activity keeps its values and has no cover', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { Quiz, Assignment } = fresh.db.models;
      await contentCoversMigration.down(context);
      const at = new Date();
      await queryInterface.bulkInsert('quizzes', [
        { title: 'Before covers', age_band: 'all', music_free: false, language: 'en', created_at: at, updated_at: at },
      ]);
      await queryInterface.bulkInsert('assignments', [
        {
          title: 'A sheet',
          description: 'Colour it.',
          file_url: '/media/assignments/sheet.pdf',
          due_date: '2030-01-01',
          age_band: 'all',
          music_free: false,
          language: 'en',
          created_at: at,
          updated_at: at,
        },
      ]);

      await contentCoversMigration.up(context);

      const quiz = await Quiz.findOne({ where: { title: 'Before covers' }, rejectOnEmpty: true });
      expect({ title: quiz.title, cover: quiz.coverImage }).toEqual({ title: 'Before covers', cover: null });
      const sheet = await Assignment.findOne({ where: { title: 'A sheet' }, rejectOnEmpty: true });
      expect({ file: sheet.fileUrl, cover: sheet.coverImage }).toEqual({
        file: '/media/assignments/sheet.pdf',
        cover: null,
      });
      const columns = await queryInterface.describeTable('activities');
      expect(columns.cover_image?.allowNull).toBe(true);
    } finally {
      await fresh.drop();
    }
  });

  it("book page narrations (0024): one recording a page, and a book's recordings go with it", async () => {
    const { Book, BookPageNarration, Category } = db.models;
    const category = await Category.create({ name: 'Narrated 0024' });
    const book = await Book.create({
      title: 'Narrated',
      author: 'A',
      categoryId: category.id,
      pages: 2,
      thumbnailUrl: '/media/images/n.png',
      fileUrl: '/media/books/n.pdf',
    });
    await BookPageNarration.create({ bookId: book.id, page: 1, audioUrl: '/media/audio/one.mp3' });
    await expect(
      BookPageNarration.create({ bookId: book.id, page: 1, audioUrl: '/media/audio/again.mp3' }),
    ).rejects.toThrow();
    const removed = await db.repos.books.remove(book.id);
    expect(removed.ok && removed.narrationUrls).toEqual(['/media/audio/one.mp3']);
    expect(await BookPageNarration.count({ where: { bookId: book.id } })).toBe(0);
  });

  it('quiz option pictures (0021): every stored question keeps its texts and has no pictures', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { Quiz, QuizQuestion } = fresh.db.models;
      const quiz = await Quiz.create({ title: 'Before pictures' });
      await quizOptionPicturesMigration.down(context);
      const at = new Date();
      await queryInterface.bulkInsert('quiz_questions', [
        {
          quiz_id: quiz.id,
          position: 0,
          question: 'Which is a fruit?',
          option_a: 'Apple',
          option_b: 'Stone',
          option_c: 'Chair',
          option_d: 'Shoe',
          correct_option: 'A',
          created_at: at,
          updated_at: at,
        },
      ]);

      await quizOptionPicturesMigration.up(context);

      const stored = await QuizQuestion.findOne({ where: { quizId: quiz.id }, rejectOnEmpty: true });
      expect(stored.get({ plain: true })).toMatchObject({
        question: 'Which is a fruit?',
        optionA: 'Apple',
        optionAImage: null,
        optionBImage: null,
        optionCImage: null,
        optionDImage: null,
        correctOption: 'A',
      });
    } finally {
      await fresh.drop();
    }
  });

  it("hand-offs (0019): a child's parked email is cleared and nothing else changes; a hand-off goes with its child", async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { User, HandOff } = fresh.db.models;
      const plain = async (where: Record<string, unknown>) =>
        (await User.findOne({ where, rejectOnEmpty: true })).get({ plain: true });
      const parent = await User.create({ role: 'parent', name: 'Huda', email: 'huda@example.test' });
      // Before issue 29 a parent could type any address on a child: someone else's, who then could not register.
      const parked = await User.create({
        role: 'child',
        name: 'Sami',
        parentId: parent.id,
        age: 9,
        username: 'sami-0019',
        email: 'owner@example.test',
        passwordHash: 'child-hash',
        weeklyGoalMinutes: 90,
      });
      const emailOnly = await User.create({
        role: 'child',
        name: 'Lina',
        parentId: parent.id,
        email: 'x@example.test',
      });
      await User.create({ role: 'child', name: 'Taken', parentId: parent.id, username: `child-${emailOnly.id}` });
      const plainChild = await User.create({ role: 'child', name: 'Omar', parentId: parent.id, username: 'omar-0019' });
      await handOffsMigration.down(context);
      const before = await plain({ id: parked.id });

      await handOffsMigration.up(context);

      const after = await plain({ id: parked.id });
      expect(after).toEqual({ ...before, email: null });
      // A child whose only login was the address keeps a way to log in (a free username the parent can change).
      expect(await plain({ id: emailOnly.id })).toMatchObject({ email: null, username: `child-${emailOnly.id}-2` });
      expect(await plain({ id: plainChild.id })).toMatchObject({ username: 'omar-0019', email: null });
      expect(await plain({ id: parent.id })).toMatchObject({ email: 'huda@example.test' });

      await HandOff.create({ parentId: parent.id, childId: parked.id, expiresAt: new Date(Date.now() + 60_000) });
      await User.destroy({ where: { id: parked.id } });
      expect(await HandOff.count()).toBe(0);
    } finally {
      await fresh.drop();
    }
  });

  it('read to me (0020): every child keeps its row and follows its age (null) until the parent chooses', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { User } = fresh.db.models;
      await readToMeMigration.down(context);
      await fresh.db.sequelize.query(
        'INSERT INTO users (role, name, age, username, token_version, weekly_goal_minutes, music_free_only, created_at, updated_at) ' +
          "VALUES ('child', 'Sami', 6, 'sami-0020', 0, 90, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
      );
      await readToMeMigration.up(context);
      const sami = await User.findOne({ where: { username: 'sami-0020' }, rejectOnEmpty: true });
      expect(sami.get({ plain: true })).toMatchObject({ name: 'Sami', age: 6, weeklyGoalMinutes: 90, readToMe: null });
      await sami.update({ readToMe: false });
      expect((await sami.reload()).readToMe).toBe(false);
    } finally {
      await fresh.drop();
    }
  });

  it('family devices (0022): every child keeps its row, has no picture code and asks for one; devices go with the parent', async () => {
    const fresh = await createTestDatabase(name);
    try {
      const queryInterface = fresh.db.sequelize.getQueryInterface();
      const context = { queryInterface, sequelize: fresh.db.sequelize };
      const { User, FamilyDevice } = fresh.db.models;
      const parent = await User.create({ role: 'parent', name: 'Huda', email: 'huda-0022@example.test' });
      await familyDevicesMigration.down(context);
      await fresh.db.sequelize.query(
        'INSERT INTO users (role, name, age, username, parent_id, token_version, weekly_goal_minutes, music_free_only, created_at, updated_at) ' +
          `VALUES ('child', 'Sami', 5, 'sami-0022', ${parent.id}, 0, 90, 0, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
      );
      await familyDevicesMigration.up(context);

      const sami = await User.findOne({ where: { username: 'sami-0022' }, rejectOnEmpty: true });
      expect(sami.get({ plain: true })).toMatchObject({
        name: 'Sami',
        age: 5,
        weeklyGoalMinutes: 90,
        pictureCodeHash: null,
        opensWithoutCode: false,
      });
      expect(await indexNames(fresh.db, 'family_devices')).toEqual(
        expect.arrayContaining(['family_devices_token_hash', 'family_devices_parent_id_created_at']),
      );
      await FamilyDevice.create({ parentId: parent.id, name: 'Tablet', tokenHash: 'f'.repeat(64) });
      await expect(
        FamilyDevice.create({ parentId: parent.id, name: 'Copy', tokenHash: 'f'.repeat(64) }),
      ).rejects.toThrow();
      await User.destroy({ where: { id: sami.id } });
      await User.destroy({ where: { id: parent.id } });
      expect(await FamilyDevice.count()).toBe(0);
    } finally {
      await fresh.drop();
    }
  });

  it('when several services migrate the same fresh database at once, then each migration runs exactly once', async () => {
    const fresh = await createTestDatabase(name, { migrate: false });
    const services = [
      createDatabase({ url: fresh.url }),
      createDatabase({ url: fresh.url }),
      createDatabase({ url: fresh.url }),
    ];
    try {
      const applied = await Promise.all([fresh.db, ...services].map((service) => service.migrate()));
      expect(applied.flat().sort()).toEqual(migrationNames);
    } finally {
      await Promise.all(services.map((service) => service.close()));
      await fresh.drop();
    }
  });
});

it('the roles the accounts migration created are still the roles of @young-minds/contracts (a new role needs a migration)', () => {
  expect([...rolesAtAccountsMigration]).toEqual([...roles]);
});
