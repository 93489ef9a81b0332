import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { multiUploadProblem, multiUploadReason } from './multi-upload';

const t = i18next.t.bind(i18next);

describe('the multi-upload form', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });

  it('refuses a file above the enforced 10 MB and selfies that are not photos before sending', () => {
    expect(
      multiUploadProblem('bank_statement', { size: 10_485_760, type: 'application/pdf' }),
    ).toBeUndefined();
    expect(multiUploadProblem('bank_statement', { size: 10_485_761, type: 'application/pdf' })).toBe(
      'tooLarge',
    );
    expect(multiUploadProblem('selfie_with_identity', { size: 10, type: 'application/pdf' })).toBe(
      'wrongSelfieType',
    );
    expect(multiUploadProblem('proof_of_address', { size: 10, type: 'text/plain' })).toBe('wrongType');
  });

  it("words the server's reasons in the player's language", () => {
    expect(multiUploadReason(t, 'File size exceeds the maximum limit of 10MB.', 10)).toBe(
      'File size exceeds the maximum limit of 10 MB.',
    );
    expect(multiUploadReason(t, 'Invalid file format. Please upload a JPG or PNG photo.', 10)).toBe(
      'Invalid file format. Please upload a JPG or PNG photo.',
    );
    expect(multiUploadReason(t, 'This document is approved and can no longer be replaced.', 10)).toBe(
      'This document is approved and can no longer be replaced.',
    );
    expect(multiUploadReason(t, 'Something else.', 10)).toBe('Something else.');
  });
});
