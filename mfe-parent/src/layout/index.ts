export { ParentLayout } from './ParentLayout';
export { parentNavigation } from './navigation';
