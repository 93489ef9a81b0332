import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language';

describe('pickLanguage', () => {
  it('keeps the language the player chose before', () => {
    expect(pickLanguage('tr', ['de-DE', 'en'])).toBe('tr');
  });

  it('ignores a stored value Reelvault does not speak', () => {
    expect(pickLanguage('xx', ['fi-FI'])).toBe('fi');
  });

  it("maps browser tags to the spec's codes", () => {
    expect(pickLanguage(null, ['zh-CN'])).toBe('ch');
    expect(pickLanguage(null, ['el-GR'])).toBe('gr');
    expect(pickLanguage(null, ['nb-NO'])).toBe('no');
    expect(pickLanguage(null, ['ar-EG'])).toBe('ar');
  });

  it('takes the first supported browser language in order of preference', () => {
    expect(pickLanguage(null, ['sv-SE', 'pt-BR', 'de'])).toBe('pt');
  });

  it('does not read the browser tag "ch" (Chamorro) as Chinese', () => {
    expect(pickLanguage(null, ['ch'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLanguage(null, ['ko-KR'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});
