// Class names of the site's form controls, shared by inputs and selects.
export const controlClasses =
  'h-11 w-full rounded-xl border border-night-600 bg-night-800 px-4 text-ink placeholder:text-muted/70 hover:border-royal-400 focus:border-gold-400 aria-invalid:border-rose-400 disabled:opacity-60';

export const labelClasses = 'text-sm font-semibold text-ink';
