import { describe, expect, it } from 'vitest';
import { linkTokenOf, withTokenInFragment } from './link-token';

describe('linkTokenOf', () => {
  it('reads the token from the fragment of a mailed link', () => {
    expect(linkTokenOf({ search: '', hash: '#token=abc_DEF-1' })).toEqual({
      token: 'abc_DEF-1',
      inQuery: false,
    });
  });

  it('still reads the token from the query of an older link, and says so', () => {
    expect(linkTokenOf({ search: '?token=abc', hash: '' })).toEqual({ token: 'abc', inQuery: true });
  });

  it('prefers the fragment and finds nothing in a page opened without a token', () => {
    expect(linkTokenOf({ search: '?token=old', hash: '#token=new' })).toEqual({
      token: 'new',
      inQuery: false,
    });
    expect(linkTokenOf({ search: '', hash: '' })).toEqual({ token: null, inQuery: false });
    expect(linkTokenOf({ search: '?token=', hash: '#token=' })).toEqual({ token: null, inQuery: false });
  });
});

describe('withTokenInFragment', () => {
  it('moves the token out of the query and keeps the other parameters', () => {
    expect(withTokenInFragment({ pathname: '/reset-password', search: '?token=abc' }, 'abc')).toEqual({
      pathname: '/reset-password',
      search: '',
      hash: '#token=abc',
    });
    expect(withTokenInFragment({ pathname: '/confirm-email', search: '?lang=de&token=abc' }, 'abc')).toEqual({
      pathname: '/confirm-email',
      search: '?lang=de',
      hash: '#token=abc',
    });
  });
});
