import { useEffect, useRef } from 'react';

/**
 * After a refused submit (`errors` not empty), moves focus to the form's first field marked invalid, so keyboard
 * and screen-reader users land on the problem. Put the returned ref on the form.
 */
export function useFocusFirstInvalid(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
