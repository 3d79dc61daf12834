export { ForgotPassword } from './ForgotPassword';
export { ResetPassword } from './ResetPassword';
export { VerifyEmail } from './VerifyEmail';
export { SignInLink } from './SignInLink';
export { AcceptInvite } from './AcceptInvite';
