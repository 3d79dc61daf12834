export { ParentLayout } from './ParentLayout';
