import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de.json';
import en from '@/i18n/locales/en.json';
import { paymentMethodName } from './payment-method-name';

describe('payment method names', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en }, de: { translation: de } } });
  });

  it('write brands as brands and translate the words', () => {
    const t = i18next.getFixedT('en');
    expect(['payz', 'revolut', 'neosurf', 'interac'].map((code) => paymentMethodName(t, code))).toEqual([
      'Payz',
      'Revolut',
      'Neosurf',
      'Interac',
    ]);
    expect(
      ['bank-transfer', 'sepa', 'wire', 'crypto', 'card'].map((code) => paymentMethodName(t, code)),
    ).toEqual(['Bank transfer', 'SEPA transfer', 'Wire transfer', 'Cryptocurrency', 'Credit card']);
    const german = i18next.getFixedT('de');
    expect(paymentMethodName(german, 'sepa')).toBe('SEPA-Überweisung');
    expect(paymentMethodName(german, 'payz')).toBe('Payz');
  });

  it('shows a code it does not know as it came', () => {
    expect(paymentMethodName(i18next.getFixedT('en'), 'toString')).toBe('toString');
    expect(paymentMethodName(i18next.getFixedT('en'), 'paypal')).toBe('paypal');
  });
});
