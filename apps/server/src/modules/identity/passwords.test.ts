import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblems } from './passwords';
import { splitFullName } from './service';

describe('passwords', () => {
  it('knows the most common passwords, whatever their case', () => {
    for (const common of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'Sunshine', 'PASSWORD1']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    expect(isCommonPassword('Lantern-Harbor-61')).toBe(false);
  });

  it('refuses common passwords, one repeated character, and the username or e-mail', () => {
    expect(passwordProblems('aaaaaaaaaaaa', {})).toEqual([
      'This password is too common. Please choose a less predictable one.',
    ]);
    const owner = { username: 'Stavros88', email: 'stavros.k@example.com' };
    for (const own of ['stavros88', 'STAVROS.K@EXAMPLE.COM', 'Stavros.K']) {
      expect(passwordProblems(own, owner)).toEqual([
        'The password must not be your username or email address.',
      ]);
    }
    expect(passwordProblems('Lantern-Harbor-61', owner)).toEqual([]);
  });
});

describe('full name split', () => {
  it('splits at the last space', () => {
    expect(splitFullName('Anna Maria Smith')).toEqual({ name: 'Anna Maria', surname: 'Smith' });
    expect(splitFullName('  Jean   Paul  ')).toEqual({ name: 'Jean', surname: 'Paul' });
    expect(splitFullName('Cher')).toEqual({ name: 'Cher', surname: null });
  });
});
