// `@young-minds/ui`: what every area's layout and first screen use (the theme, buttons, cards, the layout's parts,
// the language switch), one shared module. The rest are shared modules of their own, each downloaded
// with the first screen that uses it (packages/mf-shared): `@young-minds/ui/forms` (the fields),
// `@young-minds/ui/dialogs` (Modal, ConfirmDialog), `@young-minds/ui/accordion`, `@young-minds/ui/avatars` and
// `@young-minds/ui/screens` (the signed-in areas' lazy screens). They import this entry by name, never its files:
// the page keeps one copy of each. `@young-minds/ui/drawer` (the side panel of the phone menus) is not shared: it
// holds no state, and each area bundles it where it is used (the public area: in its menu's chunk, loaded when a
// visitor first opens the menu).
export * from './theme';
export * from './Button';
export * from './TextInput';
export * from './Alert';
export * from './Card';
export * from './Spinner';
export * from './VisuallyHidden';
export * from './LeftToRight';
export * from './layout';
export * from './messages';
export * from './focusTrap';
export * from './ButtonLink';
export * from './arrivalNotice';
export * from './LanguageSwitch';
export * from './SkipLink';
