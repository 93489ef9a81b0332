// A period to exclude oneself for, as radio buttons; the action stays disabled until one is chosen
// (spec: 'Please select a self-exclusion period').
import type {
  accountExclusionOptions,
  deactivationPeriods,
} from '@reelvault/contract/constants/self-exclusion';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';

export type ExclusionPeriodKey =
  (typeof accountExclusionOptions)[number]['key'] | (typeof deactivationPeriods)[number]['key'];

export interface ExclusionOption<T> {
  readonly key: ExclusionPeriodKey;
  readonly value: T;
}

export function ExclusionChoice<T>({
  options,
  onConfirm,
  pending,
  failure,
}: {
  options: readonly ExclusionOption<T>[];
  onConfirm: (value: T) => void;
  pending: boolean;
  failure: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  const option = options.find((candidate) => candidate.key === chosen);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!option) return setMissing(true);
        onConfirm(option.value);
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('selfExclusion.choose')}</legend>
        {options.map((candidate) => (
          <label key={candidate.key} className="flex items-center gap-3">
            <input
              type="radio"
              name={name}
              value={candidate.key}
              checked={chosen === candidate.key}
              onChange={() => {
                setChosen(candidate.key);
                setMissing(false);
              }}
              className="accent-gold-400"
            />
            {t(`selfExclusion.periods.${candidate.key}`)}
          </label>
        ))}
      </fieldset>
      {missing ? <FormMessage tone="error">{t('selfExclusion.selectPeriod')}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <p className="text-sm text-muted">{t('selfExclusion.warning')}</p>
      <button
        type="submit"
        disabled={!option || pending}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('selfExclusion.confirm')}
      </button>
    </form>
  );
}
