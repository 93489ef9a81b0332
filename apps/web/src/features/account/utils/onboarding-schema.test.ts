import { describe, expect, it } from 'vitest';
import { isAdult, latestAdultBirthday, onboardingSchema, stepOfField } from './onboarding-schema';

describe('onboarding', () => {
  it('counts 18 years on the calendar', () => {
    const today = new Date(2026, 4, 17, 9, 0);
    expect(latestAdultBirthday(today)).toBe('2008-05-17');
    expect(isAdult('2008-05-17', today)).toBe(true);
    expect(isAdult('2008-05-18', today)).toBe(false);
    expect(isAdult('1990-02-30', today)).toBe(false);
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
