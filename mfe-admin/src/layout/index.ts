export { AdminLayout } from './AdminLayout';
export { DARK_MODE_STORAGE_KEY, applyDarkMode, darkBodyClasses, darkModeStore, useDarkMode } from './darkMode';
export { sidebarLinks } from './navigation';
