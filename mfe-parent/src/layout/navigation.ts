import type { ParentMessageId } from '../messages';

export interface NavLinkItem {
  to: string;
  label: ParentMessageId;
  /** Links shown under this one (Account: Profile, Change Password). */
  children?: readonly NavLinkItem[];
}

/** The parent area's navigation, in the order of the spec's sub-routes. */
export const parentNavigation: readonly NavLinkItem[] = [
  { to: '/parent', label: 'nav.dashboard' },
  { to: '/parent/addchild', label: 'nav.addChild' },
  { to: '/parent/subscription', label: 'nav.subscription' },
  { to: '/parent/payments', label: 'nav.payments' },
  {
    to: '/parent/account',
    label: 'nav.account',
    children: [
      { to: '/parent/profile', label: 'nav.profile' },
      { to: '/parent/changepassword', label: 'nav.changePassword' },
    ],
  },
  { to: '/parent/defaulttheme', label: 'nav.defaultTheme' },
];
