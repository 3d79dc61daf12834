import type { ContactDetails } from '@young-minds/contracts';
import type { Database, Seed } from '@young-minds/db';

/** What the footer and /Contact show on a new platform, until an admin changes it in the Settings. */
export const demoContactDetails: ContactDetails = {
  email: 'hello@youngminds.example',
  phone: '+1 (555) 010-2030',
  address: '12 Garden Street, Springfield',
  address_ar: '12 شارع الحديقة، سبرينغفيلد',
  // The spec's office hours (section "Contact"), word for word.
  office_hours: 'Mon-Fri 9-5, Sat 10-4, Sun closed',
  office_hours_ar: 'من الاثنين إلى الجمعة 9 صباحًا – 5 مساءً، السبت 10 صباحًا – 4 مساءً، الأحد مغلق',
};

/** The office hours demo-contact-v1 saved before they were the spec's. */
const firstSeededHours = {
  office_hours: 'Sunday to Thursday, 9:00 to 17:00',
  office_hours_ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00',
} as const;

const hours = 60 * 60 * 1000;

/** Two messages in the admins' inbox: an older one already read, a new one waiting. */
const demoMessages = [
  {
    name: 'Daniel Brooks',
    email: 'daniel.brooks@example.com',
    subject: 'Question about the family plan',
    message:
      'Hello! Can both of my children use one subscription, each with their own account and progress? Thank you.',
    hoursAgo: 48,
    read: true,
  },
  {
    name: 'Maryam Hassan',
    email: 'maryam.hassan@example.com',
    subject: 'More Arabic stories for a 5-year-old',
    message:
      'Assalamu alaikum! My daughter is five and loves the stories. Will there be more books in Arabic for her ' +
      'age? Jazakum Allahu khayran for this lovely platform.',
    hoursAgo: 3,
    read: false,
  },
] as const;

/**
 * Demo contact details and two inbox messages, so the Contact page and the admins' Messages screen show
 * something on a new platform. Runs once per database (recorded in schema_seeds); even then it never replaces
 * details an admin saved, and adds the messages only to an empty inbox.
 */
export function demoContactSeed(db: Database, now: () => Date = () => new Date()): Seed {
  return {
    name: 'demo-contact-v1',
    async run() {
      const { siteSettings } = db.repos;
      if (!(await siteSettings.hasContactDetails())) await siteSettings.saveContactDetails(demoContactDetails);

      const at = now().getTime();
      await db.writeTransaction(async (transaction) => {
        const { ContactMessage } = db.models;
        if ((await ContactMessage.count({ transaction })) > 0) return;
        await ContactMessage.bulkCreate(
          demoMessages.map(({ hoursAgo, read, ...message }) => ({
            ...message,
            createdAt: new Date(at - hoursAgo * hours),
            readAt: read ? new Date(at - (hoursAgo - 1) * hours) : null,
          })),
          { transaction },
        );
      });
    },
  };
}

/**
 * Gives a platform seeded with the first demo hours the spec's, once. Only when both languages still read exactly
 * as that seed wrote them: hours an admin changed (even in one language) are the admin's and stay as they are.
 */
export function demoContactHoursSeed(db: Database): Seed {
  return {
    name: 'demo-contact-hours-v2',
    async run() {
      const { siteSettings } = db.repos;
      if (!(await siteSettings.hasContactDetails())) return;
      const details = await siteSettings.getContactDetails();
      if (
        details.office_hours !== firstSeededHours.office_hours ||
        details.office_hours_ar !== firstSeededHours.office_hours_ar
      )
        return;
      await siteSettings.saveContactDetails({
        ...details,
        office_hours: demoContactDetails.office_hours,
        office_hours_ar: demoContactDetails.office_hours_ar,
      });
    },
  };
}
