// The legal pages in English. `{operator}` and `{supportEmail}` are filled in from the configuration.
import type { LegalTexts } from './types';

export const en: LegalTexts = {
  3: {
    title: 'Terms and Conditions',
    content: `These terms form the agreement between you and **{operator}**, which operates this site under a gaming licence issued in **Curaçao**. By opening an account you accept them.

## 1. Your account
- You must be **18 or older**, or the legal gambling age in your country if that is higher.
- You may hold **one account** only, in your own name, with true and current details.
- Keep your password secret; you are responsible for play on your account.

## 2. Deposits and withdrawals
- Deposits must come from payment methods in your own name.
- Withdrawals are paid to the method you deposited with where possible, after identity verification.
- We may ask for documents at any time under our AML/KYC policy.

## 3. Bonuses
Bonuses follow the *Bonus Policy*. Wagering requirements must be met before bonus winnings can be withdrawn.

## 4. Games
Game results are decided by certified random number generators. In the event of a malfunction, affected rounds are void and stakes are returned.

## 5. Closing an account
You may close your account or exclude yourself at any time. We may suspend or close accounts that break these terms, in which case any balance not obtained in breach is paid out.

## 6. Complaints
Write to {supportEmail}. Our *Complaints and ADR* page explains each step.`,
  },
  4: {
    title: 'Privacy Policy',
    content: `**{operator}** is the controller of the personal data you give us on this site.

## What we collect
- Account details: username, e-mail, name, date of birth, address, country and phone number.
- Verification documents and the results of our checks.
- Payments, bets, sessions (IP address and browser) and messages to support.

## Why we use it
- To run your account, pay you and keep your money safe.
- To meet our licence duties: age and identity checks, anti-money-laundering and responsible gambling.
- To answer your questions and, only with your consent, to send you offers.

## Who sees it
Payment providers, game studios (an anonymous player id only), identity-check services, auditors and the regulator, each only as far as needed. We never sell your data.

## How long we keep it
Account and transaction records are kept for **five years** after the account is closed, as anti-money-laundering law requires; marketing data until you withdraw consent.

## Your rights
You may ask for a copy of your data, its correction or deletion, or object to its use. Write to {supportEmail}.`,
  },
  5: {
    title: 'AML and KYC Policy',
    content: `**{operator}** does not accept money from crime and works to prevent money laundering and the financing of terrorism.

## Verifying who you are
- Before your first withdrawal, or when required by law, we ask for a **photo identity document**, a **proof of address** no older than three months and, in some cases, a **selfie** holding the document.
- Payment methods must be in your own name; we may ask for proof of ownership.

## Monitoring
- We watch deposits, bets and withdrawals for unusual patterns.
- Large or frequent transactions may need a **source of funds** explanation.
- Accounts may be held while checks are made.

## Reporting
Where the law requires it, we report suspicious activity to the competent authorities without informing the player.

## Records
Identity and transaction records are kept for at least **five years** after the relationship ends.

Questions about a verification request: {supportEmail}.`,
  },
  6: {
    title: 'Responsible Gambling',
    content: `Gambling should be entertainment, never a way to make money. **{operator}** gives you tools to stay in control.

## Warning signs
- Spending more time or money than you planned.
- Chasing losses or borrowing to play.
- Gambling to escape problems, or hiding it from others.

## Your tools
- **Cool-down**: a 24-hour break from your account.
- **Self-exclusion**: one week, one month, six months, one year or permanently. Bonuses are cancelled and you cannot log in until the period ends.
- **Limits** on deposits, losses and session time, in your account.

## Getting help
Independent organisations offer free and confidential help:
- *Gamblers Anonymous*: www.gamblersanonymous.org
- *GamCare*: www.gamcare.org.uk
- *Gambling Therapy*: www.gamblingtherapy.org

## Minors
Players must be **18 or older**. Use parental-control software if children can reach your devices.

Need to talk? Write to {supportEmail}.`,
  },
  7: {
    title: 'Bonus Policy',
    content: `These rules apply to every bonus offered by **{operator}** unless a promotion says otherwise.

## General rules
- One welcome bonus per person, household, device and payment method.
- A bonus must be wagered **40 times** before bonus money and its winnings can be withdrawn.
- The **maximum bet** while a bonus is active is **€5** or its equivalent.
- An unused bonus expires **10 days** after it is credited.

## Game contribution
- Slots count 100% towards wagering.
- Table games and live casino count 10%.
- Some games are excluded; they are marked in the promotion.

## Cancelling a bonus
You may cancel an active bonus in your account; the bonus and its winnings are removed. Requesting a withdrawal while wagering is incomplete cancels the bonus.

## Abuse
Opening several accounts, low-risk betting patterns or co-ordinated play to take bonuses can lead to the bonus and its winnings being removed.

Questions: {supportEmail}.`,
  },
  8: {
    title: 'Complaints and ADR',
    content: `We want to put things right quickly. Here is how **{operator}** handles complaints.

## 1. Contact support
Write to {supportEmail} or use the support form. Give your username, the date and the details of the issue.

## 2. Our answer
- We confirm receipt within **48 hours**.
- We send a full, written answer within **14 days**.

## 3. Escalation
If you are not satisfied, ask for your complaint to be reviewed by a manager, who answers within a further **14 days**.

## 4. Alternative dispute resolution
If the matter is still open after our final answer, you may take it, free of charge, to the **Curaçao Gaming Control Board**, the authority that licences us, or to an independent ADR body it approves.

We keep records of every complaint and its outcome.`,
  },
};
