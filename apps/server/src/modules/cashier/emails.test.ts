import { describe, expect, it } from 'vitest';
import { depositCompletedMail, withdrawalPaidMail, withdrawalRejectedMail } from './emails';

const requested = new Date('2026-11-21T23:30:00Z');

describe('cashier e-mails', () => {
  it('name a bank transfer in the player’s language and keep a brand as it is', () => {
    const greek = { email: 'eleni@example.com', username: 'eleni', locale: 'gr' };
    const bank = depositCompletedMail(
      greek,
      { amount: 5000n, currency: 'EUR', createdAt: requested },
      'bank-transfer',
    );
    expect(bank.text).toContain('μέσω τραπεζικού εμβάσματος');
    expect(bank.subject).toBe('Η κατάθεσή σας ύψους 50,00\u00a0€ πιστώθηκε στο υπόλοιπό σας');
    const payz = depositCompletedMail(
      greek,
      { amount: 5000n, currency: 'EUR', createdAt: requested },
      'payz',
    );
    expect(payz.text).toContain('μέσω Payz');
  });

  it('write the amount with the currency’s own decimals and the day in UTC', () => {
    const japanese = { email: 'kenji@example.com', username: 'kenji', locale: 'ja' };
    const paid = withdrawalPaidMail(
      japanese,
      { amount: 250000n, currency: 'JPY', createdAt: requested },
      'DE89370400440532013000',
    );
    expect(paid.subject).toBe('￥250,000 の出金のお支払いが完了しました');
    expect(paid.text).toContain('2026年11月21日にご申請いただいた');
    expect(paid.text).toContain('末尾 3000 の口座');
  });

  it('keep the operator’s reason as written inside the translated text', () => {
    const arabic = { email: 'omar@example.com', username: 'omar', locale: 'ar' };
    const rejected = withdrawalRejectedMail(
      arabic,
      { amount: 12345n, currency: 'USD', createdAt: requested },
      'Name mismatch',
    );
    expect(rejected.text.split('\n\n')).toEqual([
      'مرحبًا omar،',
      expect.stringContaining('السبب: Name mismatch'),
      'أُعيد المبلغ إلى رصيدك في Reelvault. يمكنك طلب سحب جديد بعد حل السبب.',
      'إذا كان لديك أي سؤال، فإن فريق الدعم المباشر لدينا في خدمتك على مدار الساعة.',
    ]);
  });
});
