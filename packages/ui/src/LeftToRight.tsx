import type { ReactNode } from 'react';

/**
 * Text that reads left to right in every language: an email, a phone number, a username, code. In an Arabic
 * sentence it stays one isolated run ('+44 20 7946 0000' is not reordered), placed where the sentence puts it.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
