// Class names of Reelvault's buttons, for <button> and for links that look like buttons.
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  /** Gold, for the one action a screen is about. */
  primary: 'bg-gold-400 text-night-950 hover:bg-gold-300',
  /** Outlined, for the action beside it. */
  secondary: 'border border-royal-400/60 text-ink hover:border-gold-400 hover:text-gold-300',
  /** Round icon-only button on dark surfaces. */
  icon: 'size-10 bg-night-800/80 text-ink hover:bg-night-700 hover:text-gold-300',
} as const;

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-6 text-base',
  none: '',
} as const;

export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra = '',
): string {
  return [base, variants[variant], variant === 'icon' ? '' : sizes[size], extra].filter(Boolean).join(' ');
}
