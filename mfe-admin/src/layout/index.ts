export { AdminLayout } from './AdminLayout';
export { DARK_MODE_STORAGE_KEY, darkModeStore, useDarkMode } from './darkMode';
export { sidebarLinks } from './navigation';
