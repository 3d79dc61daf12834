/** The public navigation (spec section 2): Home; How It Works ▸ Subscription; About Us ▸ Blog, FAQs; About Islam; Contact Us. */
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: readonly NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavGroup;

export const navigation: readonly NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'How It Works', items: [{ label: 'Subscription', to: '/subscription' }] },
  {
    label: 'About Us',
    items: [
      { label: 'Blog', to: '/blog' },
      { label: 'FAQs', to: '/faqs' },
    ],
  },
  { label: 'About Islam', to: '/about-islam' },
  { label: 'Contact Us', to: '/Contact' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
