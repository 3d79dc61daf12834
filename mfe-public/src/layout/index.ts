export { PublicLayout } from './PublicLayout';
export { Header } from './Header';
export { Footer } from './Footer';
export { navigation } from './navigation';
export { contactInfo } from './contactInfo';
