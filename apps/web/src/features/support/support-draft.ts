// What the support form opens with when another screen asks for it (Activate Bonus writes the
// promotion's request in). Read once by the form when it opens, then cleared.
import type { SupportTopic } from '@reelvault/contract/constants/support-topics';

export interface SupportDraft {
  readonly topic?: SupportTopic;
  readonly subject?: string;
  readonly message?: string;
}

let pending: SupportDraft = {};

export function setSupportDraft(draft: SupportDraft): void {
  pending = draft;
}

export function takeSupportDraft(): SupportDraft {
  const draft = pending;
  pending = {};
  return draft;
}
