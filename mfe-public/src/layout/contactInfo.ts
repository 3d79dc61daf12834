/**
 * The contact details the footer and the Contact page link to. The address and the office hours are texts, so
 * they live in the catalog (`contact.address`, `contact.officeHours`).
 */
export const contactInfo = {
  email: 'support@youngminds.example',
  phone: '+1 (555) 010-2030',
} as const;

export const mailHref = `mailto:${contactInfo.email}`;

/** The phone number as a `tel:` link wants it: digits and the leading plus. */
export const phoneHref = `tel:${contactInfo.phone.replace(/[^+\d]/g, '')}`;
