import { describe, expect, it } from 'vitest';
import { formatFigure } from './figures';

describe('figures', () => {
  it("are written as the reader's language writes numbers, every decimal kept", () => {
    expect(formatFigure('en', '96.50')).toBe('96.50');
    expect(formatFigure('de', '96.50')).toBe('96,50');
    expect(formatFigure('fr', '1234.5')).toBe('1\u202f234,5');
    expect(formatFigure('de', '0.000000000000000001')).toBe('0,000000000000000001');
    expect(formatFigure('en', '123456789012345678')).toBe('123,456,789,012,345,678');
  });

  it('leave what is not a decimal as it is', () => {
    expect(formatFigure('de', 'n/a')).toBe('n/a');
    expect(formatFigure('de', '')).toBe('');
  });
});
