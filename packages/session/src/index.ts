export {
  EMPTY_RESPONSE,
  INVALID_RESPONSE,
  SESSION_STORAGE_KEY,
  createSessionStore,
  readSessionResponse,
  sessionResponseProblem,
  sessionStore,
  useSession,
  type SessionState,
  type SessionUser,
} from './session';
export { decideAccess, destinationFor, normalizeRole, type AccessDecision, type AreaRole } from './roles';
export { sessionEndedFor, sessionEndedState, type SessionEndedState } from './ended';
export {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  THEME_VARIABLES,
  applyTheme,
  bindThemeToDocument,
  createThemeStore,
  themeStore,
  themeStyleVariables,
  readableFill,
  contrastRatio,
  useTheme,
  type Theme,
  type ThemeState,
} from './theme';
export { DEVICE_TOKENS_STORAGE_KEY, deviceTokenFor, rememberDeviceToken } from './device-tokens';
export {
  FAMILY_DEVICE_STORAGE_KEY,
  familyDeviceMark,
  keepFamilyDeviceMark,
  type FamilyDeviceMark,
} from './family-device';
