/** Signing in and out: the login, account creation, password reset and delegation forms. */
export { useLogOut } from './api/log-out';
export { CreateAccountForm } from './components/create-account-form';
export { DelegateLoginForm } from './components/delegate-login-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { ResetPasswordForm } from './components/reset-password-form';
