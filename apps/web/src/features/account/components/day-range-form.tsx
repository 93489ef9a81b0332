// The "from" and "to" days of a history, applied with a button (or Enter).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { buttonClasses } from '../../../components/ui/button';
import { fieldErrorText } from '../../../lib/validation';
import type { DayRange } from '../utils/history-range';
import { dayRangeSchema, type DayRangeValues } from '../utils/day-range-schema';

export function DayRangeForm({ range, onRange }: { range: DayRange; onRange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const form = useForm<DayRangeValues>({ resolver: zodResolver(dayRangeSchema), defaultValues: range });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => onRange(values))}
      noValidate
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-44">
        <TextField
          label={t('account.sessions.from')}
          type="date"
          error={fieldErrorText(t, errors.from?.message)}
          {...form.register('from')}
        />
      </div>
      <div className="w-44">
        <TextField
          label={t('account.sessions.to')}
          type="date"
          error={fieldErrorText(t, errors.to?.message)}
          {...form.register('to')}
        />
      </div>
      <button type="submit" className={buttonClasses('secondary', 'md')}>
        {t('account.sessions.show')}
      </button>
    </form>
  );
}
