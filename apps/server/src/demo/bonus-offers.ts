// The demo seed's bonus offers (spec 001, section 9): the welcome offer with the cashier's seven tiers per
// currency, the 25 % crypto deposit bonus, and the eleven promo codes (ten offers; the partner offer has
// a code per partner), each offer linked to the promotion page it backs where there is one. Figures are
// written in euros and scaled to every registration currency by the maximum bet's equivalents
// (decision 1111), so every currency a player registers with is offered explicitly.
import { defaultMaxBet, defaultMaxBetEur } from '@reelvault/contract/constants/bonus-terms';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import type { LocaleCode } from '@reelvault/contract/constants/locales';
import { parseCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../db/database';
import type { CatalogueFeedInput } from '../modules/catalogue/service';
import {
  addBonusOffer,
  addPromoCode,
  welcomeTierTable,
  type NewBonusOffer,
  type NewPromoCode,
} from '../modules/bonuses/service';
import { demoPromotions } from './content/promotions';

type Titles = Record<LocaleCode, string>;

/** A euro amount ("2000") in `currency`'s minor units, as the maximum bet's equivalents scale it. */
export function scaledFromEur(euros: string, currency: string): bigint {
  const eur = parseCurrencyAmount(euros, 'EUR');
  const maxBet = parseCurrencyAmount(defaultMaxBet[currency] ?? defaultMaxBetEur, currency);
  return (eur * maxBet) / parseCurrencyAmount(defaultMaxBetEur, 'EUR');
}

const perCurrency = (euros: string): Record<string, string> =>
  Object.fromEntries(registrationCurrencies.map((code) => [code, scaledFromEur(euros, code).toString()]));

/** `{ max, min_deposit }` (or a fixed amount) per currency, from euro figures. */
function amountsFrom(euros: { max?: string; minDeposit?: string; fixed?: string }) {
  return Object.fromEntries(
    registrationCurrencies.map((code) => [
      code,
      {
        ...(euros.max ? { max: scaledFromEur(euros.max, code).toString() } : {}),
        ...(euros.minDeposit ? { min_deposit: scaledFromEur(euros.minDeposit, code).toString() } : {}),
        ...(euros.fixed ? { fixed: scaledFromEur(euros.fixed, code).toString() } : {}),
      },
    ]),
  );
}

/** One spin's value: EUR 0.20. */
const freeSpinBetEur = '0.20';
/** The spec's minimum deposit for a deposit bonus: EUR 20. */
const minDepositEur = '20';
/** How long the rakeback codes' periods run (decision 1124). */
const rakebackDays = 7;

const depositTitle = (p: number): Titles => ({
  en: `${p}% Deposit Bonus`,
  de: `${p} % Einzahlungsbonus`,
  es: `Bono de depósito del ${p} %`,
  fr: `Bonus de dépôt de ${p} %`,
  fi: `${p} %:n talletusbonus`,
  ch: `${p}% 存款奖金`,
  gr: `Μπόνους κατάθεσης ${p}%`,
  ja: `${p}%入金ボーナス`,
  nl: `${p}% stortingsbonus`,
  no: `${p} % innskuddsbonus`,
  pt: `Bónus de depósito de ${p}%`,
  ru: `Бонус ${p}% на депозит`,
  tr: `%${p} Yatırım Bonusu`,
  ar: `مكافأة إيداع ${p}%`,
});

const freeSpinsTitle = (n: number): Titles => ({
  en: `${n} Free Spins`,
  de: `${n} Freispiele`,
  es: `${n} giros gratis`,
  fr: `${n} tours gratuits`,
  fi: `${n} ilmaiskierrosta`,
  ch: `${n} 次免费旋转`,
  gr: `${n} δωρεάν περιστροφές`,
  ja: `フリースピン${n}回`,
  nl: `${n} gratis spins`,
  no: `${n} gratisspinn`,
  pt: `${n} rodadas grátis`,
  ru: `${n} бесплатных вращений`,
  tr: `${n} Bedava Dönüş`,
  ar: `${n} دورة مجانية`,
});

const rakebackTitle = (p: number): Titles => ({
  en: `${p}% Rakeback`,
  de: `${p} % Rakeback`,
  es: `Rakeback del ${p} %`,
  fr: `Rakeback de ${p} %`,
  fi: `${p} %:n rakeback`,
  ch: `${p}% 返水`,
  gr: `Rakeback ${p}%`,
  ja: `${p}%レーキバック`,
  nl: `${p}% rakeback`,
  no: `${p} % rakeback`,
  pt: `Rakeback de ${p}%`,
  ru: `Рейкбек ${p}%`,
  tr: `%${p} Rakeback`,
  ar: `استرداد ${p}% من حافة الكازينو`,
});

const novemberTitle = (p: number): Titles => ({
  en: `November ${p}% Deposit Bonus`,
  de: `November-Einzahlungsbonus: ${p} %`,
  es: `Bono de noviembre: ${p} % en tu depósito`,
  fr: `Bonus de novembre : ${p} % sur le dépôt`,
  fi: `Marraskuun ${p} %:n talletusbonus`,
  ch: `十一月 ${p}% 存款奖金`,
  gr: `Μπόνους κατάθεσης Νοεμβρίου ${p}%`,
  ja: `11月の${p}%入金ボーナス`,
  nl: `November-stortingsbonus van ${p}%`,
  no: `November: ${p} % innskuddsbonus`,
  pt: `Bónus de depósito de novembro de ${p}%`,
  ru: `Ноябрьский бонус ${p}% на депозит`,
  tr: `Kasım'a Özel %${p} Yatırım Bonusu`,
  ar: `مكافأة إيداع نوفمبر ${p}%`,
});

const welcomeTitle: Titles = {
  en: 'Welcome Bonus',
  de: 'Willkommensbonus',
  es: 'Bono de bienvenida',
  fr: 'Bonus de bienvenue',
  fi: 'Tervetuliaisbonus',
  ch: '欢迎奖金',
  gr: 'Μπόνους καλωσορίσματος',
  ja: 'ウェルカムボーナス',
  nl: 'Welkomstbonus',
  no: 'Velkomstbonus',
  pt: 'Bónus de boas-vindas',
  ru: 'Приветственный бонус',
  tr: 'Hoş Geldin Bonusu',
  ar: 'مكافأة الترحيب',
};

const joined = (first: Titles, second: Titles): Titles =>
  Object.fromEntries(
    Object.entries(first).map(([code, text]) => [code, `${text} + ${second[code as LocaleCode]}`]),
  ) as Titles;

/** The titles of a promotion page in every language. */
function promotionTitles(id: number): Titles {
  const promotion = demoPromotions.find((entry) => entry.id === id);
  if (!promotion) throw new Error(`no demo promotion ${id}`);
  return Object.fromEntries(
    Object.entries(promotion.texts).map(([code, text]) => [code, text?.title ?? '']),
  ) as Titles;
}

/** The November window the seed runs in, or the next one when this year's has passed. */
export function novemberWindow(now: Date): { startsAt: Date; endsAt: Date } {
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { startsAt: new Date(Date.UTC(year, 10, 1)), endsAt: new Date(Date.UTC(year, 11, 1)) };
}

interface DemoPromoOffer {
  readonly offer: NewBonusOffer;
  readonly codes: readonly Omit<NewPromoCode, 'offerId'>[];
}

/** The offers and codes, free spins played on `freeSpinGame` (an in-house slot of the catalogue). */
export function demoBonusOffers(now: Date, freeSpinGame: string) {
  const freeSpins = (count: number) => ({ game: freeSpinGame, count, bet: perCurrency(freeSpinBetEur) });
  const depositOffer = (key: string, percent: number, max: string, title: Titles) =>
    ({
      key,
      kind: 'deposit_match',
      trigger: 'promo_code',
      percent: percent * 100,
      amounts: amountsFrom({ max, minDeposit: minDepositEur }),
      title,
    }) satisfies NewBonusOffer;
  const noDeposit = (key: string, kind: 'free_spins' | 'rakeback', title: Titles, extra: object) =>
    ({ key, kind, trigger: 'promo_code', title, ...extra }) satisfies Partial<NewBonusOffer>;

  const welcome: NewBonusOffer = {
    key: 'welcome',
    kind: 'deposit_match',
    trigger: 'welcome',
    tiers: welcomeTierTable(),
    freeSpins: freeSpins(0),
    promotionId: 1,
    title: welcomeTitle,
  };
  const crypto: NewBonusOffer = {
    key: 'crypto-deposit-25',
    kind: 'deposit_match',
    trigger: 'crypto_deposit',
    percent: 2500,
    amounts: amountsFrom({ minDeposit: minDepositEur }),
    repeatable: true,
    promotionId: 2,
    title: promotionTitles(2),
  };
  const promo: DemoPromoOffer[] = [
    ...[25, 30, 50].map((count) => ({
      offer: noDeposit(`promo-free-spins-${count}`, 'free_spins', freeSpinsTitle(count), {
        freeSpins: freeSpins(count),
      }) as NewBonusOffer,
      codes: [{ code: `FreeSpins${count}`, totalLimit: 1000 }],
    })),
    {
      offer: depositOffer('promo-deposit-150', 150, '2000', depositTitle(150)),
      codes: [{ code: 'Reload150' }],
    },
    {
      offer: depositOffer('promo-deposit-175', 175, '1250', depositTitle(175)),
      codes: [{ code: 'Reload175' }],
    },
    {
      offer: depositOffer('promo-deposit-200', 200, '2000', depositTitle(200)),
      codes: [{ code: 'Reload200', totalLimit: 500 }],
    },
    {
      offer: {
        ...depositOffer('promo-november-200', 200, '1250', novemberTitle(200)),
        ...novemberWindow(now),
      },
      codes: [{ code: 'November200', ...novemberWindow(now) }],
    },
    // 100 % and 25 % of the house edge on the player's cash bets for a week (decision 1124).
    ...[100, 25].map((percent) => ({
      offer: noDeposit(`promo-rakeback-${percent}`, 'rakeback', rakebackTitle(percent), {
        percent: percent * 100,
        expiryDays: rakebackDays,
        amounts: amountsFrom({}),
      }) as NewBonusOffer,
      codes: [{ code: `Rakeback${percent}`, totalLimit: percent === 100 ? 100 : 500 }],
    })),
    {
      offer: {
        ...depositOffer('promo-partner-175', 175, '1250', joined(depositTitle(175), freeSpinsTitle(150))),
        freeSpins: freeSpins(150),
      },
      // One code per partner, each with its own budget.
      codes: [
        { code: 'Partner175', totalLimit: 500 },
        { code: 'Stream175', totalLimit: 500 },
      ],
    },
  ];
  return { welcome, crypto, promo };
}

/** The game free spins are played on: the demo catalogue's most popular slot (an in-house engine's). */
export function demoFreeSpinGame(feed: CatalogueFeedInput): string {
  const [first] = feed.games
    .filter((game) => game.type === 'slot')
    .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.identifier.localeCompare(b.identifier));
  if (!first) throw new Error('the demo catalogue has no slot');
  return first.identifier;
}

/** Seeds the offers and codes in `tx`. */
export async function seedDemoBonusOffers(tx: DbExecutor, now: Date, freeSpinGame: string): Promise<void> {
  const { welcome, crypto, promo } = demoBonusOffers(now, freeSpinGame);
  await addBonusOffer(tx, welcome);
  await addBonusOffer(tx, crypto);
  for (const { offer, codes } of promo) {
    const offerId = await addBonusOffer(tx, offer);
    for (const code of codes) await addPromoCode(tx, { ...code, offerId });
  }
}
