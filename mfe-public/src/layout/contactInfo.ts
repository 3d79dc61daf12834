/** The contact details the footer and the Contact page show. */
export const contactInfo = {
  email: 'support@youngminds.example',
  phone: '+1 (555) 010-2030',
  address: '12 Crescent Lane, Springfield',
  officeHours: 'Mon-Fri 9-5, Sat 10-4, Sun closed',
} as const;
