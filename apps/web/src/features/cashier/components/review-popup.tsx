// "Rate us and Win" (spec; promotion 524): a credit for reviewing Reelvault, 10.00 for the first approved
// review and 5.00 for each other, once per platform. For each of the operator's platforms the player
// opens the platform to write the review, then sends its link here; the claim waits for an operator, who
// approves it (the credit goes to the bonus balance) or rejects it with a reason, after which the player
// may send another link for that platform.
import type { ReviewClaim } from '@reelvault/contract/calls/rewards';
import { reviewRewards } from '@reelvault/contract/constants/cashier';
import type { ReviewPlatformKey } from '@reelvault/contract/constants/rewards';
import { formatMoney } from '@reelvault/contract/money';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { useSession } from '@/lib/auth';
import { errorText, firstFieldMessage } from '@/lib/error-text';
import { useReviewClaims, useSubmitReviewClaim } from '@/features/cashier/api/review-claims';
import { CashierSwitcher } from './cashier-switcher';

interface Platform {
  readonly key: ReviewPlatformKey;
  readonly name: string;
  readonly url: string;
}

function ClaimStatus({ claim }: { claim: ReviewClaim }) {
  const { t } = useTranslation();
  const locale = useLocale();
  let text: string;
  if (claim.status === 'approved') {
    text = t('cashier.review.status.approved', {
      amount: claim.reward === null ? '' : formatMoney(locale.bcp47, claim.reward, claim.currency ?? 'EUR'),
    });
  } else if (claim.status === 'rejected') {
    text = t('cashier.review.status.rejected', { reason: claim.reason ?? '' });
  } else {
    text = t('cashier.review.status.waiting');
  }
  return (
    <p data-claim-status={claim.status} className="text-sm">
      <a
        href={claim.link}
        target="_blank"
        rel="noreferrer noopener"
        className="break-all text-muted underline"
      >
        {claim.link}
      </a>
      <br />
      <strong className={claim.status === 'approved' ? 'text-gold-300' : 'text-ink'}>{text}</strong>
    </p>
  );
}

function LinkForm({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const submit = useSubmitReviewClaim();
  const [link, setLink] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ platform: platform.key, link: link.trim() }, { onSuccess: () => setLink('') });
  };
  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-2">
      <TextField
        type="url"
        inputMode="url"
        label={t('cashier.review.link', { name: platform.name })}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={firstFieldMessage(submit.error)}
        autoComplete="off"
        maxLength={500}
      />
      {submit.isError && firstFieldMessage(submit.error) === undefined ? (
        <FormMessage tone="error">{errorText(t, submit.error)}</FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={submit.isPending || link.trim() === ''}
        className={buttonClasses('secondary', 'sm', 'self-start')}
      >
        {t('cashier.review.send')}
      </button>
    </form>
  );
}

function PlatformCard({ platform, claims }: { platform: Platform; claims: readonly ReviewClaim[] }) {
  const { t } = useTranslation();
  // A platform takes a new link until one waits or is approved; a rejected one may be sent again.
  const open = claims.every((claim) => claim.status === 'rejected');
  return (
    <li
      data-platform={platform.key}
      aria-label={platform.name}
      className="flex flex-col gap-3 rounded-xl bg-night-800 px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink">{platform.name}</h3>
        <a
          href={platform.url}
          target="_blank"
          rel="noreferrer noopener"
          className="text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('cashier.review.write', { name: platform.name })}
        </a>
      </div>
      {claims.map((claim) => (
        <ClaimStatus key={claim.id} claim={claim} />
      ))}
      {open ? <LinkForm platform={platform} /> : null}
    </li>
  );
}

function Platforms() {
  const { t } = useTranslation();
  const reviews = useReviewClaims();
  if (reviews.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('cashier.review.loading')}
      </p>
    );
  }
  if (reviews.isError) return <FormMessage tone="error">{t('cashier.review.loadFailed')}</FormMessage>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.data.platforms.map((platform) => (
        <PlatformCard
          key={platform.key}
          platform={platform}
          claims={reviews.data.claims.filter((claim) => claim.platform === platform.key)}
        />
      ))}
    </ul>
  );
}

export function ReviewPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const currency = session.user?.currency ?? 'EUR';
  return (
    <Dialog title={t('cashier.review.title')} onClose={close} width="wide">
      <p>{t('cashier.review.intro')}</p>
      <ol className="flex flex-col gap-2">
        {reviewRewards.map((reward, index) => (
          <li key={index} className="flex items-center justify-between rounded-xl bg-night-800 px-4 py-3">
            <span>{t('cashier.review.platform', { number: index + 1 })}</span>
            <strong className="text-gold-300">{formatMoney(locale.bcp47, reward, currency)}</strong>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">{t('cashier.review.howToClaim')}</p>
      {session.status === 'player' ? <Platforms /> : null}
      <CashierSwitcher hide={['review']} />
    </Dialog>
  );
}
