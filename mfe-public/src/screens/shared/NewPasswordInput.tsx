import { minPasswordLength } from '@young-minds/contracts';
import { PasswordInput, type PasswordInputProps } from '@young-minds/ui/forms';
import { usePublicT } from '../../messages';

/**
 * A password being chosen (/set-password, /reset-password, /accept-invite): the browser offers a new one, and the
 * hint says how long it must be, as the contract checks it.
 */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'autoComplete' | 'hint' | 'required'>) {
  const t = usePublicT();
  return (
    <PasswordInput
      autoComplete="new-password"
      required
      hint={t('setPassword.passwordHint', { count: minPasswordLength })}
      {...props}
    />
  );
}
