// Class names of the site's form controls, shared by inputs and selects.

/** Look and states of a control, without its width. */
export const controlLook =
  'h-11 rounded-xl border border-night-600 bg-night-800 px-4 text-ink placeholder:text-muted/70 hover:border-royal-400 focus:border-gold-400 aria-invalid:border-rose-400 disabled:opacity-60';

/** A control as wide as its field. */
export const controlClasses = `${controlLook} w-full`;

export const labelClasses = 'text-sm font-semibold text-ink';
