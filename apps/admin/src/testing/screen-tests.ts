// The set-up every test file of a back-office screen shares: the English catalogue loaded once, the modal
// API jsdom lacks, and a clean page and session after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/i18n';

/** Registers the file's beforeAll and afterEach hooks; call it once at the top level of the test file. */
export function setUpScreenTests(): void {
  beforeAll(async () => {
    await initI18n();
    // jsdom draws <dialog> but has no modal API; the open attribute is what the tests need of it.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });
}
