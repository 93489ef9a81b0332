import { describe, expect, it } from 'vitest';
import { payopInvoiceSignature, payopStateOf } from './payop';

describe('Payop', () => {
  it('signs an invoice as sha256 of amount:currency:id:secret, the amount exactly as sent', () => {
    // sha256("99.99:USD:order12345:mySuperSecretKey"), computed apart with sha256sum.
    expect(
      payopInvoiceSignature({ amount: '99.99', currency: 'USD', id: 'order12345' }, 'mySuperSecretKey'),
    ).toBe('f4d67ce97c9f9e64960c45d46f7f4c45c8003f8930b62fe4b6a0f7e0b1591cee');
    expect(payopInvoiceSignature({ amount: '100.00', currency: 'EUR', id: 'a' }, 'k')).not.toBe(
      payopInvoiceSignature({ amount: '100', currency: 'EUR', id: 'a' }, 'k'),
    );
  });

  it('reads only "accepted" as paid, and failure and timeout as failed', () => {
    expect(payopStateOf(2)).toBe('paid');
    for (const state of [3, 5, 15]) expect(payopStateOf(state)).toBe('failed');
    for (const state of [1, 4, 9]) expect(payopStateOf(state)).toBe('pending');
  });
});
