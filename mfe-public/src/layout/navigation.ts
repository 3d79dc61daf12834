import type { PublicMessageId } from '../messages';

/** The public navigation, in menu order: Home; How It Works ▸ Subscription; About Us ▸ Blog, FAQs; About Islam; Contact Us. */
interface NavLinkItem {
  label: PublicMessageId;
  to: string;
}
export interface NavGroup {
  label: PublicMessageId;
  items: readonly NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavGroup;

export const navigation: readonly NavEntry[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.howItWorks', items: [{ label: 'nav.subscription', to: '/subscription' }] },
  {
    label: 'nav.aboutUs',
    items: [
      { label: 'nav.blog', to: '/blog' },
      { label: 'nav.faqs', to: '/faqs' },
    ],
  },
  { label: 'nav.aboutIslam', to: '/about-islam' },
  { label: 'nav.contactUs', to: '/Contact' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}
