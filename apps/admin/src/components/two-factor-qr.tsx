// An authenticator's QR code drawn in the page from an otpauth:// URI, as an SVG made here: the secret
// never leaves the browser for a QR service. The secret is also shown as text for typing in by hand.
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

export function TwoFactorQr({ uri, secret }: { readonly uri: string; readonly secret: string }) {
  const { t } = useTranslation();
  return (
    <figure className="two-factor-qr">
      <QRCodeSVG value={uri} size={192} marginSize={2} title={t('twoFactor.qrTitle')} />
      <figcaption>
        {t('twoFactor.manualEntry')} <code className="break">{secret}</code>
      </figcaption>
    </figure>
  );
}
