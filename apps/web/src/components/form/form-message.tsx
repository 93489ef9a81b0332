// The message above or below a form: an error (announced at once) or a success (announced politely).
import type { ReactNode } from 'react';

export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border-s-4 bg-night-800 px-4 py-3 text-sm ${
        tone === 'error' ? 'border-rose-400 text-rose-200' : 'border-emerald-400 text-emerald-200'
      }`}
    >
      {children}
    </div>
  );
}
