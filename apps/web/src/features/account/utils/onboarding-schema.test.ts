import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardingSchema, stepOfField } from './onboarding-schema';

const birthdayIssues = (birthday: string) =>
  onboardingSchema.shape.birthday.safeParse(birthday).error?.issues.map((issue) => issue.message) ?? [];

describe('onboarding', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts 18 years on the player's calendar", () => {
    vi.useFakeTimers({ now: new Date(2026, 4, 17, 9, 0), toFake: ['Date'] });
    expect(birthdayIssues('2008-05-17')).toEqual([]);
    expect(birthdayIssues('2008-05-18')).toEqual(['adult']);
    expect(birthdayIssues('1990-02-30')).toContain('date');
  });

  it('on 29 February does not take a birthday on 1 March of 18 years back for an adult one', () => {
    vi.useFakeTimers({ now: new Date(2024, 1, 29, 9, 0), toFake: ['Date'] });
    expect(birthdayIssues('2006-02-28')).toEqual([]);
    expect(birthdayIssues('2006-03-01')).toEqual(['adult']);
  });

  it('sends a refused field back to the step that asks for it', () => {
    expect(stepOfField('name')).toBe(1);
    expect(stepOfField('birthday')).toBe(2);
    expect(stepOfField('city')).toBe(3);
    expect(stepOfField('phone')).toBe(4);
    expect(stepOfField('email')).toBeUndefined();
  });

  it('needs a name, a birthday of an adult, an address and a city; the phone may stay empty', () => {
    const ok = onboardingSchema.safeParse({
      name: 'Maria Papadopoulou',
      birthday: '1990-05-17',
      address: 'Ermou 12',
      city: 'Athens',
      phoneCountry: '85',
      phone: '',
    });
    expect(ok.success).toBe(true);
    const refused = onboardingSchema.safeParse({
      name: ' ',
      birthday: `${new Date().getFullYear() - 10}-01-01`,
      address: '',
      city: 'Athens',
      phoneCountry: '85',
      phone: 'abc',
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'required'],
      ['birthday', 'adult'],
      ['address', 'required'],
      ['phone', 'phone'],
    ]);
  });
});
