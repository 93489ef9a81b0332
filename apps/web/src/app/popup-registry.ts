// Every popup the host can show, by the name that `usePopups().open(name)` takes.
// Popups load when first opened (the host renders them in Suspense): their forms and the cashier are not
// part of the lobby's first JavaScript.
import { lazy } from 'react';
import type { PopupComponent } from '@/components/popups/popup-host';
import { ResponsibleGamblingPopup } from '@/features/responsible-gambling/components/responsible-gambling-popup';
import type { PopupId } from '@/lib/popup-store';
import { LanguagePopup } from './shell/language-popup';

const lazyPopup = (load: () => Promise<PopupComponent>): PopupComponent =>
  lazy(async () => ({ default: await load() }));

const OnboardingPopup = lazyPopup(
  async () => (await import('@/features/account/components/onboarding-popup')).OnboardingPopup,
);
const InactivePlayerPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/access-popups')).InactivePlayerPopup,
);
const VerificationRequiredPopup = lazyPopup(
  async () =>
    (await import('@/features/verification/components/verification-required-popup'))
      .VerificationRequiredPopup,
);
const BuyCryptoPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/card-purchase')).BuyCryptoPopup,
);
const DepositPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/cashier-dialog')).DepositPopup,
);
const WithdrawPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/cashier-dialog')).WithdrawPopup,
);
const DepositCompletedPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/result-popups')).DepositCompletedPopup,
);
const PaymentFailedPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/result-popups')).PaymentFailedPopup,
);
const ReviewPopup = lazyPopup(
  async () => (await import('@/features/cashier/components/review-popup')).ReviewPopup,
);
const RedeemPopup = lazyPopup(
  async () => (await import('@/features/bonuses/components/redeem-popup')).RedeemPopup,
);
const SearchPopup = lazyPopup(
  async () => (await import('@/features/catalogue/components/search-popup')).SearchPopup,
);
const SupportPopup = lazyPopup(
  async () => (await import('@/features/support/components/support-popup')).SupportPopup,
);
const SelfExclusionPopup = lazyPopup(
  async () =>
    (await import('@/features/responsible-gambling/components/exclusion-popups')).SelfExclusionPopup,
);
const CoolDownPopup = lazyPopup(
  async () => (await import('@/features/responsible-gambling/components/exclusion-popups')).CoolDownPopup,
);
const DeactivateAccountPopup = lazyPopup(
  async () =>
    (await import('@/features/responsible-gambling/components/exclusion-popups')).DeactivateAccountPopup,
);

declare module '@/lib/popup-store' {
  interface PopupRegistry {
    'responsible-gambling': true;
    language: true;
    search: true;
    onboarding: true;
    deposit: true;
    withdraw: true;
    'buy-crypto': true;
    review: true;
    redeem: true;
    'deposit-completed': true;
    'payment-failed': true;
    'inactive-player': true;
    'verification-required': true;
    'self-exclusion': true;
    'cool-down': true;
    'deactivate-account': true;
    support: true;
  }
}

export const popupRegistry = {
  'responsible-gambling': ResponsibleGamblingPopup,
  language: LanguagePopup,
  search: SearchPopup,
  onboarding: OnboardingPopup,
  deposit: DepositPopup,
  withdraw: WithdrawPopup,
  'buy-crypto': BuyCryptoPopup,
  review: ReviewPopup,
  redeem: RedeemPopup,
  'deposit-completed': DepositCompletedPopup,
  'payment-failed': PaymentFailedPopup,
  'inactive-player': InactivePlayerPopup,
  'verification-required': VerificationRequiredPopup,
  'self-exclusion': SelfExclusionPopup,
  'cool-down': CoolDownPopup,
  'deactivate-account': DeactivateAccountPopup,
  support: SupportPopup,
} satisfies Record<PopupId, PopupComponent>;
