import { ApiError } from '@young-minds/api-client';

/** Every user-facing error text of the public area, exactly as the spec writes it (section 8). */
export const messages = {
  loginFailed: 'Login failed. Please check your credentials and try again.',
  registrationFailed: 'Registration failed',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordAlreadySet: 'Password already set. Please login.',
  passwordSetSuccess: 'Password set successfully! Redirecting to login...',
  failedToConnect: 'Failed to connect to server.',
  somethingWentWrong: 'Something went wrong.',
  serverError: 'Server error. Try again later.',
  blogNotFound: 'Blog post not found',
} as const;

/** The `message` (or `error`) field a failed call's body carried, if any. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (typeof body === 'object' && body !== null) {
    const { message, error: text } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}

/** The spec's order: the server's message, else the error's own message, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
