// The date range form of a history: two calendar days, the first not after the second.
import { z } from 'zod';
import { isCalendarDay } from './history-range';

const day = z.string().refine(isCalendarDay, 'date');

export const dayRangeSchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, { message: 'dateOrder', path: ['from'] });

export type DayRangeValues = z.input<typeof dayRangeSchema>;
