// The login form: username (or e-mail) and password, then, when the server asks for it, the two-factor
// code. One schema for both steps: `twoFactor` says whether the code is part of the answer.
import { z } from 'zod';
import { passwordInput, requiredInput, totpCodeInput } from '@/lib/validation';
import type { LoginBody } from '@/features/auth/api/login';

export const loginSchema = z
  .object({
    username: requiredInput,
    password: passwordInput,
    twoFactor: z.boolean(),
    code: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.twoFactor) return;
    const code = totpCodeInput.safeParse(values.code);
    if (!code.success) {
      for (const issue of code.error.issues) context.addIssue({ ...issue, path: ['code'] });
    }
  });

export type LoginValues = z.input<typeof loginSchema>;

export function loginBody(values: z.output<typeof loginSchema>): LoginBody {
  return {
    username: values.username,
    password: values.password,
    ...(values.twoFactor ? { code: values.code.trim() } : {}),
  };
}
