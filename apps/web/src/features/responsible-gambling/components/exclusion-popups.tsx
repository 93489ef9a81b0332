// The popups of /self-exclusion, /cooldown and the deactivate-account modal. Each one excludes the player
// at once on confirmation and logs them out.
import { deactivationPeriods } from '@reelvault/contract/constants/self-exclusion';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useExclusion } from '@/features/responsible-gambling/hooks/use-exclusion';
import { ExclusionChoice } from './exclusion-choice';

/** The deactivate-account modal's periods: the spec's codes 2 to 6, in order. */
const modalPeriods = deactivationPeriods
  .filter((period) => period.code <= 6)
  .map((period) => ({ key: period.key, value: period.code }));

export function DeactivateAccountPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const { exclude, failure, pending } = useExclusion();
  return (
    <Dialog title={t('selfExclusion.deactivateTitle')} onClose={close}>
      <p className="text-muted">{t('selfExclusion.deactivateIntro')}</p>
      <ExclusionChoice
        options={modalPeriods}
        pending={pending}
        failure={failure}
        onConfirm={(code) => void exclude({ kind: 'deactivate', code })}
      />
    </Dialog>
  );
}

function BreakPopup({ close, kind }: PopupComponentProps & { kind: 'cool_down' | 'self_exclusion' }) {
  const { t } = useTranslation();
  const { exclude, failure, pending } = useExclusion();
  const texts = kind === 'cool_down' ? 'coolDown' : 'selfExclusionRequest';
  return (
    <Dialog title={t(`selfExclusion.${texts}.title`)} onClose={close}>
      <p className="text-muted">{t(`selfExclusion.${texts}.intro`)}</p>
      <p className="text-sm text-muted">{t('selfExclusion.warning')}</p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={() => void exclude({ kind })}
          className={buttonClasses('primary', 'md')}
        >
          {t(`selfExclusion.${texts}.confirm`)}
        </button>
        <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
          {t('selfExclusion.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

export function CoolDownPopup(props: PopupComponentProps) {
  return <BreakPopup {...props} kind="cool_down" />;
}

export function SelfExclusionPopup(props: PopupComponentProps) {
  return <BreakPopup {...props} kind="self_exclusion" />;
}
