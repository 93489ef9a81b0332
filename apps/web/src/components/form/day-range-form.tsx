// The "from" and "to" days of a history, applied with a button (or Enter).
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';
import { buttonClasses } from '@/components/ui/button';
import { fieldErrorText } from '@/lib/validation';
import type { DayRange } from '@/lib/history-range';
import { dayRangeSchema, type DayRangeValues } from '@/lib/day-range-schema';

export function DayRangeForm({ range, onRange }: { range: DayRange; onRange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const form = useForm<DayRangeValues>({ resolver: zodResolver(dayRangeSchema), defaultValues: range });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit((values) => onRange(values))}
      noValidate
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
    >
      <div className="sm:w-44">
        <TextField
          label={t('history.from')}
          type="date"
          error={fieldErrorText(t, errors.from?.message)}
          {...form.register('from')}
        />
      </div>
      <div className="sm:w-44">
        <TextField
          label={t('history.to')}
          type="date"
          error={fieldErrorText(t, errors.to?.message)}
          {...form.register('to')}
        />
      </div>
      <button type="submit" className={buttonClasses('secondary', 'md', 'col-span-2 sm:col-span-1')}>
        {t('history.show')}
      </button>
    </form>
  );
}
