// Opens a conversation with support: the live chat when the operator runs one (with the message written
// in), else the support form popup filled in with the same request.
import { useCallback } from 'react';
import { usePopups } from '@/lib/popup-store';
import { setSupportDraft, type SupportDraft } from '@/features/support/support-draft';
import { openLiveChat } from './use-live-chat';

export function useOpenSupport(): (draft?: SupportDraft) => void {
  const popups = usePopups();
  return useCallback(
    (draft: SupportDraft = {}) => {
      if (draft.message && openLiveChat(draft.message)) return;
      setSupportDraft(draft);
      popups.open('support');
    },
    [popups],
  );
}
