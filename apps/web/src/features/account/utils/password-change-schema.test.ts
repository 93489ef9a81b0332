import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, passwordFieldOf } from './password-change-schema';

describe('password change forms', () => {
  it('finds the field the server named, in each form’s own words', () => {
    expect(passwordFieldOf('settings', 'password')).toBe('next');
    expect(passwordFieldOf('security', 'new_password')).toBe('next');
    expect(passwordFieldOf('security', 'confirm_new_password')).toBe('confirmation');
    expect(passwordFieldOf('settings', 'current_password')).toBe('current');
    expect(passwordFieldOf('settings', 'new_password')).toBeUndefined();
  });

  it('asks for a long enough new password, typed twice the same', () => {
    const result = passwordChangeSchema.safeParse({ current: '', next: 'short', confirmation: 'shorter' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['current', 'required'],
      ['next', 'passwordLength'],
      ['confirmation', 'passwordMismatch'],
    ]);
    const mismatch = passwordChangeSchema.safeParse({
      current: 'old-password',
      next: 'A-long-new-password',
      confirmation: 'A-long-new-passw0rd',
    });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmation', 'passwordMismatch'],
    ]);
  });
});
