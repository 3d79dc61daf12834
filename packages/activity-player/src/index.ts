export { ActivityPlayer, type ActivityPlayerProps } from './ActivityPlayer';
export { activityPlayerCatalogs } from './messages';
export { previewOf } from './preview';
