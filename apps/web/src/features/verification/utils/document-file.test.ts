import { describe, expect, it } from 'vitest';
import { acceptedFileTypes, fileProblem } from './document-file';

describe('a chosen verification file', () => {
  it('is refused above 8 MB and taken at exactly 8 MB', () => {
    expect(fileProblem(1, { size: 8_388_609, type: 'image/jpeg' })).toBe('tooLarge');
    expect(fileProblem(1, { size: 8_388_608, type: 'image/jpeg' })).toBeUndefined();
  });

  it('takes a PDF for documents, never for selfies', () => {
    expect(fileProblem(3, { size: 10, type: 'application/pdf' })).toBeUndefined();
    expect(fileProblem(5, { size: 10, type: 'application/pdf' })).toBe('wrongSelfieType');
    expect(fileProblem(1, { size: 10, type: 'image/gif' })).toBe('wrongType');
    expect(acceptedFileTypes(4)).toBe('image/jpeg,image/png');
  });
});
