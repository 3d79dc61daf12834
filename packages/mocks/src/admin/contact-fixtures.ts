import type { ContactDetails, ContactMessage } from '@young-minds/contracts';

/**
 * What the Contact page's form has brought in so far: one message an admin has read, one nobody has opened
 * yet (the sidebar's unread count is 1).
 */
export const contactMessagesFixture: ContactMessage[] = [
  {
    id: 1,
    name: 'Aisha Rahman',
    email: 'aisha.rahman@example.com',
    subject: 'Question about the Pro plan',
    message: 'Assalamu alaikum! Can I add a third child to our Pro subscription without paying more?',
    created_at: '2026-11-20T09:30:00.000Z',
    read_at: '2026-11-20T11:02:00.000Z',
    archived_at: null,
  },
  {
    id: 2,
    name: 'Yusuf Ali',
    email: 'yusuf.ali@example.com',
    subject: 'A video does not play',
    message: 'The cartoon about Prophet Nuh stops after two minutes on our tablet. Could you have a look?',
    created_at: '2026-11-24T16:45:00.000Z',
    read_at: null,
    archived_at: null,
  },
];

/** The contact details the footer and /Contact show, with the address and office hours in Arabic too. */
export const contactDetailsFixture: ContactDetails = {
  email: 'support@youngminds.example',
  phone: '+1 (555) 010-2030',
  address: '12 Crescent Lane, Springfield',
  address_ar: '12 كريسنت لين، سبرينغفيلد',
  office_hours: 'Mon-Fri 9-5, Sat 10-4, Sun closed',
  office_hours_ar: 'من الاثنين إلى الجمعة 9 صباحًا – 5 مساءً، السبت 10 صباحًا – 4 مساءً، الأحد مغلق',
};
