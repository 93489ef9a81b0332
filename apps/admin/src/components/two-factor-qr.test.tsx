// The authenticator's QR is drawn in the page (an SVG made here), so the secret never reaches a QR service.
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { TwoFactorQr } from './two-factor-qr';

beforeAll(async () => {
  await initI18n();
});

describe('TwoFactorQr', () => {
  it('draws the otpauth URI as an inline SVG and loads nothing from anywhere', () => {
    const uri = 'otpauth://totp/Reelvault%20back%20office:ops%40example.test?secret=JBSWY3DPEHPK3PXP';
    const html = renderToStaticMarkup(<TwoFactorQr uri={uri} secret="JBSWY3DPEHPK3PXP" />);
    expect(html).toMatch(/^<figure[^>]*><svg[^>]*>/);
    expect(html).toContain('<path');
    expect(html).toContain('<title>QR code for the authenticator app</title>');
    expect(html).toContain('JBSWY3DPEHPK3PXP</code>');
    expect(html).not.toMatch(/<img|src=|href=|https?:/);
  });

  it('draws a different code for a different secret', () => {
    const draw = (secret: string) =>
      renderToStaticMarkup(<TwoFactorQr uri={`otpauth://totp/x?secret=${secret}`} secret={secret} />).replace(
        secret,
        '',
      );
    expect(draw('AAAAAAAAAAAAAAAA')).not.toBe(draw('BBBBBBBBBBBBBBBB'));
  });
});
