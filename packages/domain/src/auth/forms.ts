import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';
import { EmailSchema, NewPasswordSchema } from './schemas.js';

/** Login step 1: the address is only required. */
export const LoginEmailFormSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
});

export const LoginPasswordFormSchema = z.object({
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});

const PasswordPairSchema = z
  .object({
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmationRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.confirmationMismatch,
  });

export const CreateAccountFormSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmationRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.confirmationMismatch,
  });
export type CreateAccountForm = z.infer<typeof CreateAccountFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });

export const ResetPasswordFormSchema = PasswordPairSchema;
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
