export { ChildLayout } from './ChildLayout';
