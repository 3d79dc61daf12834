import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import {
  id,
  optionalInteger,
  requiredInteger,
  requiredString,
  requiredText,
  timestamps,
  type Clock,
} from './attributes';

type Attributes<M extends Model> = InferAttributes<M>;
type Creation<M extends Model> = InferCreationAttributes<M>;

export interface CategoryModel extends Model<Attributes<CategoryModel>, Creation<CategoryModel>> {
  id: CreationOptional<number>;
  name: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface VideoModel extends Model<Attributes<VideoModel>, Creation<VideoModel>> {
  id: CreationOptional<number>;
  title: string;
  description: string;
  categoryId: number;
  videoUrl: string;
  thumbnailUrl: string;
  /** An optional WebVTT captions file ('/media/captions/….vtt'). */
  captionsUrl: CreationOptional<string | null>;
  durationSeconds: CreationOptional<number | null>;
  createdBy: CreationOptional<number | null>;
  /** 'all' or the age band it is meant for. */
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  /** 'en' | 'ar' | 'both' (the contract's `contentLanguageValues`). */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published' (issue 35): families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** Issue 36: a dua card (migration 0031). */
export interface DuaModel extends Model<Attributes<DuaModel>, Creation<DuaModel>> {
  id: CreationOptional<number>;
  title: string;
  arabic: string;
  transliteration: string;
  meaning: string;
  /** One of the contract's `duaOccasions`. */
  occasion: string;
  categoryId: number;
  thumbnailUrl: string;
  /** An optional recording ('/media/audio/…'). */
  audioUrl: CreationOptional<string | null>;
  createdBy: CreationOptional<number | null>;
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  /** 'en' | 'ar' | 'both' ('both' by default: Arabic with its meaning in English). */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published': families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface QuizModel extends Model<Attributes<QuizModel>, Creation<QuizModel>> {
  id: CreationOptional<number>;
  title: string;
  /** An optional cover picture ('/media/images/…', migration 0025). */
  coverImage: CreationOptional<string | null>;
  createdBy: CreationOptional<number | null>;
  /** 'all' or the age band it is meant for. */
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  /** 'en' | 'ar' | 'both' (the contract's `contentLanguageValues`). */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published' (issue 35): families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export const answerOptions = ['A', 'B', 'C', 'D'] as const;
export type AnswerOption = (typeof answerOptions)[number];

export interface QuizQuestionModel extends Model<Attributes<QuizQuestionModel>, Creation<QuizQuestionModel>> {
  id: CreationOptional<number>;
  quizId: number;
  /** Order within the quiz, from 0. */
  position: number;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  /** Each option's optional picture ('/media/images/…'). */
  optionAImage: CreationOptional<string | null>;
  optionBImage: CreationOptional<string | null>;
  optionCImage: CreationOptional<string | null>;
  optionDImage: CreationOptional<string | null>;
  correctOption: AnswerOption;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface QuizCategoryModel extends Model<Attributes<QuizCategoryModel>, Creation<QuizCategoryModel>> {
  quizId: number;
  categoryId: number;
}

export interface AssignmentModel extends Model<Attributes<AssignmentModel>, Creation<AssignmentModel>> {
  id: CreationOptional<number>;
  title: string;
  description: string;
  fileUrl: string;
  videoId: CreationOptional<number | null>;
  dueDate: string;
  /** An optional cover picture ('/media/images/…', migration 0025). */
  coverImage: CreationOptional<string | null>;
  /** 'all' or the age band it is meant for. */
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  /** 'en' | 'ar' | 'both' (the contract's `contentLanguageValues`). */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published' (issue 35): families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface AssignmentCategoryModel extends Model<
  Attributes<AssignmentCategoryModel>,
  Creation<AssignmentCategoryModel>
> {
  assignmentId: number;
  categoryId: number;
}

export interface BookModel extends Model<Attributes<BookModel>, Creation<BookModel>> {
  id: CreationOptional<number>;
  title: string;
  author: string;
  categoryId: number;
  pages: number;
  thumbnailUrl: string;
  fileUrl: string;
  /** A DOCX book's pages as sanitised HTML ('/media/readers/….json'), made at upload; null for other formats. */
  readerUrl: CreationOptional<string | null>;
  /** 'all' or the age band it is meant for. */
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  /** 'en' | 'ar' | 'both' (the contract's `contentLanguageValues`). */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published' (issue 35): families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** An admin's recorded narration of one page of a book (migration 0024): the reader plays it instead of the voice. */
export interface BookPageNarrationModel extends Model<
  Attributes<BookPageNarrationModel>,
  Creation<BookPageNarrationModel>
> {
  id: CreationOptional<number>;
  bookId: number;
  /** 1-based. */
  page: number;
  /** '/media/audio/…'. */
  audioUrl: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface BlogModel extends Model<Attributes<BlogModel>, Creation<BlogModel>> {
  id: CreationOptional<number>;
  title: string;
  slug: string;
  /** Free text on blogs (the spec shows a label, not a category id). */
  category: CreationOptional<string | null>;
  author: CreationOptional<string | null>;
  description: string;
  publishDate: string;
  bannerImage: string;
  isPublished: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineContentModels(sequelize: Sequelize, now: Clock) {
  const Category = sequelize.define<CategoryModel>(
    'Category',
    { id: id(), name: requiredString(100), ...timestamps(now) },
    { tableName: 'categories' },
  );

  const Video = sequelize.define<VideoModel>(
    'Video',
    {
      id: id(),
      title: requiredString(200),
      description: requiredText(),
      categoryId: requiredInteger(),
      videoUrl: requiredString(500),
      thumbnailUrl: requiredString(500),
      captionsUrl: { type: DataTypes.STRING(500), allowNull: true },
      durationSeconds: optionalInteger(),
      createdBy: optionalInteger(),
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      ...timestamps(now),
    },
    { tableName: 'videos' },
  );

  const Dua = sequelize.define<DuaModel>(
    'Dua',
    {
      id: id(),
      title: requiredString(200),
      arabic: requiredText(),
      transliteration: requiredText(),
      meaning: requiredText(),
      occasion: requiredString(20),
      categoryId: requiredInteger(),
      thumbnailUrl: requiredString(500),
      audioUrl: { type: DataTypes.STRING(500), allowNull: true },
      createdBy: optionalInteger(),
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'both' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      ...timestamps(now),
    },
    { tableName: 'duas' },
  );

  const Quiz = sequelize.define<QuizModel>(
    'Quiz',
    {
      id: id(),
      title: requiredString(200),
      createdBy: optionalInteger(),
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      coverImage: { type: DataTypes.STRING(500), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'quizzes' },
  );

  const QuizQuestion = sequelize.define<QuizQuestionModel>(
    'QuizQuestion',
    {
      id: id(),
      quizId: requiredInteger(),
      position: requiredInteger(),
      question: requiredText(),
      optionA: requiredString(500),
      optionB: requiredString(500),
      optionC: requiredString(500),
      optionD: requiredString(500),
      optionAImage: { type: DataTypes.STRING(500), allowNull: true },
      optionBImage: { type: DataTypes.STRING(500), allowNull: true },
      optionCImage: { type: DataTypes.STRING(500), allowNull: true },
      optionDImage: { type: DataTypes.STRING(500), allowNull: true },
      correctOption: { type: DataTypes.ENUM(...answerOptions), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'quiz_questions' },
  );

  // Link tables: a composite primary key and no timestamps.
  const QuizCategory = sequelize.define<QuizCategoryModel>(
    'QuizCategory',
    {
      quizId: { type: DataTypes.INTEGER, primaryKey: true },
      categoryId: { type: DataTypes.INTEGER, primaryKey: true },
    },
    { tableName: 'quiz_categories', timestamps: false },
  );

  const Assignment = sequelize.define<AssignmentModel>(
    'Assignment',
    {
      id: id(),
      title: requiredString(200),
      description: requiredText(),
      fileUrl: requiredString(500),
      videoId: optionalInteger(),
      dueDate: { type: DataTypes.DATEONLY, allowNull: false },
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      coverImage: { type: DataTypes.STRING(500), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'assignments' },
  );

  const AssignmentCategory = sequelize.define<AssignmentCategoryModel>(
    'AssignmentCategory',
    {
      assignmentId: { type: DataTypes.INTEGER, primaryKey: true },
      categoryId: { type: DataTypes.INTEGER, primaryKey: true },
    },
    { tableName: 'assignment_categories', timestamps: false },
  );

  const Book = sequelize.define<BookModel>(
    'Book',
    {
      id: id(),
      title: requiredString(200),
      author: requiredString(200),
      categoryId: requiredInteger(),
      pages: requiredInteger(),
      thumbnailUrl: requiredString(500),
      fileUrl: requiredString(500),
      readerUrl: { type: DataTypes.STRING(500), allowNull: true },
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      ...timestamps(now),
    },
    { tableName: 'books' },
  );

  const BookPageNarration = sequelize.define<BookPageNarrationModel>(
    'BookPageNarration',
    {
      id: id(),
      bookId: requiredInteger(),
      page: requiredInteger(),
      audioUrl: requiredString(500),
      ...timestamps(now),
    },
    { tableName: 'book_page_narrations' },
  );

  const Blog = sequelize.define<BlogModel>(
    'Blog',
    {
      id: id(),
      title: requiredString(200),
      slug: requiredString(200),
      category: { type: DataTypes.STRING(100), allowNull: true },
      author: { type: DataTypes.STRING(200), allowNull: true },
      description: requiredText(),
      publishDate: { type: DataTypes.DATEONLY, allowNull: false },
      bannerImage: requiredString(500),
      isPublished: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps(now),
    },
    { tableName: 'blogs' },
  );

  return {
    Category,
    Video,
    Quiz,
    QuizQuestion,
    QuizCategory,
    Assignment,
    AssignmentCategory,
    Book,
    BookPageNarration,
    Blog,
    Dua,
  };
}
