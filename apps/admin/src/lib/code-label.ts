// A server's code (a transfer kind, a payment status, a session's end) in the operator's words. The
// server may send a code the catalogue does not know yet (codes are data there: a new payment method, a
// new transfer kind); that code is shown as it is rather than a catalogue path or nothing.
import type { TFunction } from 'i18next';
import type en from '../i18n/locales/en.json';

/** The catalogue's maps of code to label, under `codes` in the English file. */
export type CodeGroup = keyof (typeof en)['codes'];

export function codeLabel(t: TFunction, group: CodeGroup, code: string): string {
  // The key is built from the server's value, so the catalogue's key type cannot check it; the default
  // value is what an unknown code shows.
  return t(`codes.${group}.${code}` as `codes.${CodeGroup}`, { defaultValue: code });
}
