export { ActivityPlayer, type ActivityPlayerProps } from './ActivityPlayer';
export { activityPlayerCatalogs } from './messages';
export type { PlayerVoice } from './parts';
export { previewOf } from './preview';
