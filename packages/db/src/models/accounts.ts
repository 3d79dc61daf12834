import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { roles, type Role } from '@young-minds/contracts';
import { id, timestamps, type Clock } from './attributes';

/** users: admins, parents and children in one table; a child row points at its parent. */
export interface UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  id: CreationOptional<number>;
  role: Role;
  name: string;
  /** Stored lower-case (see `normalizeEmail`), so lookups are case-insensitive on every database. */
  email: CreationOptional<string | null>;
  /** Children may log in with a username instead of an email; compared exactly (case-sensitive). */
  username: CreationOptional<string | null>;
  phone: CreationOptional<string | null>;
  /** Null for a provisioned admin who has not set a password yet. */
  passwordHash: CreationOptional<string | null>;
  avatar: CreationOptional<string | null>;
  age: CreationOptional<number | null>;
  parentId: CreationOptional<number | null>;
  /** Tokens carry the version they were issued with; bumping it revokes every earlier token. */
  tokenVersion: CreationOptional<number>;
  /** Children: minutes a week they aim to learn. */
  weeklyGoalMinutes: CreationOptional<number>;
  /** Children: the age band of the content they see; null until the parent picks one (the age decides). */
  ageBand: CreationOptional<string | null>;
  /** Children: only content marked music-free. */
  musicFreeOnly: CreationOptional<boolean>;
  /** Children: "Read to me" as the parent chose it; null until they choose (the age decides, `readToMeFor`). */
  readToMe: CreationOptional<boolean | null>;
  /** Parents: the hashed 4-digit PIN that takes a handed-over device back. */
  parentPinHash: CreationOptional<string | null>;
  /** Parents: the family's theme by name; null is the default theme. */
  themeName: CreationOptional<string | null>;
  /** The interface language the user picked ('en', 'ar'); null: the device decides. */
  locale: CreationOptional<string | null>;
  /** The digits numbers are written in ('latn', 'arab'); null: the language's default. */
  digits: CreationOptional<string | null>;
  /** Children: the hashed picture code for the family device (three picture ids); null: no code. */
  pictureCodeHash: CreationOptional<string | null>;
  /** Children: on the family device the child's tile opens without a picture code. */
  opensWithoutCode: CreationOptional<boolean>;
  /** Parents: the family's IANA time zone, by its canonical name (migration 0023); 'UTC' until chosen. */
  timeZone: CreationOptional<string>;
  /** Parents: the first day of the family's weeks ('monday', 'saturday', 'sunday'). */
  weekStartsOn: CreationOptional<string>;
  /** Parents: when they confirmed their email address from the emailed link (migration 0027); null: not yet. */
  emailVerifiedAt: CreationOptional<Date | null>;
  /** Parents: when that confirmation recorded their consent to the privacy notice, and from which address. */
  privacyConsentAt: CreationOptional<Date | null>;
  privacyConsentEmail: CreationOptional<string | null>;
  /** Children: the parent receives a weekly note about this child by email. */
  weeklyDigest: CreationOptional<boolean>;
  /** Admins: may approve content for families (issue 35, migration 0029). */
  reviewer: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface SubscriptionModel extends Model<
  InferAttributes<SubscriptionModel>,
  InferCreationAttributes<SubscriptionModel>
> {
  id: CreationOptional<number>;
  parentId: number;
  planName: string;
  price: number;
  /** DATEONLY columns travel as 'YYYY-MM-DD' strings. */
  startDate: string;
  endDate: string;
  isActive: CreationOptional<boolean>;
  /** When the parent cancelled; access continues to the end date unless the payment was refunded. */
  cancelledAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface PaymentModel extends Model<InferAttributes<PaymentModel>, InferCreationAttributes<PaymentModel>> {
  id: CreationOptional<number>;
  /** Null once the subscription is deleted: the payment stays, so income history stays true. */
  subscriptionId: CreationOptional<number | null>;
  parentId: number;
  amount: number;
  currency: CreationOptional<string>;
  status: string;
  provider: string;
  providerReference: CreationOptional<string | null>;
  paidAt: CreationOptional<Date | null>;
  refundedAt: CreationOptional<Date | null>;
  /** The provider's reference of the refund; null unless refunded (or refunded before it was kept). */
  refundReference: CreationOptional<string | null>;
  /** What the payment bought: the plan and the days it covers ('YYYY-MM-DD'); null when it bought nothing. */
  planName: CreationOptional<string | null>;
  periodStart: CreationOptional<string | null>;
  periodEnd: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A child's session opened by a parent's hand-off (migration 0019): it ends on `endedAt`, or lapses at `expiresAt`. */
export interface HandOffModel extends Model<InferAttributes<HandOffModel>, InferCreationAttributes<HandOffModel>> {
  id: CreationOptional<number>;
  childId: number;
  parentId: number;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
  endedAt: CreationOptional<Date | null>;
}

export function defineAccountModels(sequelize: Sequelize, now: Clock) {
  const User = sequelize.define<UserModel>(
    'User',
    {
      id: id(),
      role: { type: DataTypes.ENUM(...roles), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: true },
      username: { type: DataTypes.STRING(64).BINARY, allowNull: true },
      phone: { type: DataTypes.STRING(32), allowNull: true },
      passwordHash: { type: DataTypes.STRING(255), allowNull: true },
      avatar: { type: DataTypes.STRING(500), allowNull: true },
      age: { type: DataTypes.INTEGER, allowNull: true },
      parentId: { type: DataTypes.INTEGER, allowNull: true },
      tokenVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      weeklyGoalMinutes: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 120 },
      ageBand: { type: DataTypes.STRING(8), allowNull: true },
      musicFreeOnly: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      readToMe: { type: DataTypes.BOOLEAN, allowNull: true },
      parentPinHash: { type: DataTypes.STRING(255), allowNull: true },
      themeName: { type: DataTypes.STRING(40), allowNull: true },
      locale: { type: DataTypes.STRING(8), allowNull: true },
      digits: { type: DataTypes.STRING(8), allowNull: true },
      pictureCodeHash: { type: DataTypes.STRING(255), allowNull: true },
      opensWithoutCode: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      timeZone: { type: DataTypes.STRING(64), allowNull: false, defaultValue: 'UTC' },
      weekStartsOn: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'monday' },
      emailVerifiedAt: { type: DataTypes.DATE(3), allowNull: true },
      privacyConsentAt: { type: DataTypes.DATE(3), allowNull: true },
      privacyConsentEmail: { type: DataTypes.STRING(254), allowNull: true },
      weeklyDigest: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      reviewer: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps(now),
    },
    { tableName: 'users' },
  );

  const Subscription = sequelize.define<SubscriptionModel>(
    'Subscription',
    {
      id: id(),
      parentId: { type: DataTypes.INTEGER, allowNull: false },
      planName: { type: DataTypes.STRING(100), allowNull: false },
      price: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
      startDate: { type: DataTypes.DATEONLY, allowNull: false },
      endDate: { type: DataTypes.DATEONLY, allowNull: false },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      cancelledAt: { type: DataTypes.DATE(3), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'subscriptions' },
  );

  const Payment = sequelize.define<PaymentModel>(
    'Payment',
    {
      id: id(),
      subscriptionId: { type: DataTypes.INTEGER, allowNull: true },
      parentId: { type: DataTypes.INTEGER, allowNull: false },
      amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'USD' },
      status: { type: DataTypes.STRING(20), allowNull: false },
      provider: { type: DataTypes.STRING(40), allowNull: false },
      providerReference: { type: DataTypes.STRING(191), allowNull: true },
      paidAt: { type: DataTypes.DATE(3), allowNull: true },
      refundedAt: { type: DataTypes.DATE(3), allowNull: true },
      refundReference: { type: DataTypes.STRING(191), allowNull: true },
      planName: { type: DataTypes.STRING(100), allowNull: true },
      periodStart: { type: DataTypes.DATEONLY, allowNull: true },
      periodEnd: { type: DataTypes.DATEONLY, allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'payments' },
  );

  const HandOff = sequelize.define<HandOffModel>(
    'HandOff',
    {
      id: id(),
      childId: { type: DataTypes.INTEGER, allowNull: false },
      parentId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      endedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { tableName: 'hand_offs', updatedAt: false },
  );

  return { User, Subscription, Payment, HandOff };
}
