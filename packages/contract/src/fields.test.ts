import { describe, expect, it } from 'vitest';
import { emailField, phoneField, totpCodeField, usernameField } from './fields';

describe('account fields', () => {
  it('reads a two-factor code sent as a number without losing leading zeros', () => {
    expect(totpCodeField.parse(12345)).toBe('012345');
    expect(totpCodeField.parse(' 654321 ')).toBe('654321');
    expect(totpCodeField.safeParse('12345').success).toBe(false);
    expect(totpCodeField.safeParse(1234567).success).toBe(false);
  });

  it('drops separators from phone numbers and keeps the calling code', () => {
    expect(phoneField.parse('+30 (210) 555-0100')).toBe('+302105550100');
    expect(phoneField.safeParse('00302105550100').success).toBe(false);
  });

  it('trims e-mail addresses and usernames', () => {
    expect(emailField.parse('  ann@example.com ')).toBe('ann@example.com');
    expect(usernameField.parse(' ann_88 ')).toBe('ann_88');
    expect(usernameField.safeParse('ann@example.com').success).toBe(false);
  });
});
