// The live-chat widget (Intercom's messenger, spec 001 section 6: started with an app id and, when logged
// in, the player's name, e-mail and id). Nothing is loaded unless the operator configured an app id.
import { useEffect } from 'react';
import { useSession } from '@/lib/auth';
import { useSiteSettings } from '@/lib/site-settings';

type IntercomCall = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    Intercom?: IntercomCall;
    intercomSettings?: Record<string, unknown>;
  }
}

const widgetBase = 'https://widget.intercom.io/widget/';

/** Loads the widget once (if configured) and keeps it told who the player is. */
export function useLiveChat(): void {
  const settings = useSiteSettings();
  const session = useSession();
  const appId = settings.data?.live_chat_app_id ?? null;
  const user = session.user;
  const name = user ? [user.name, user.surname].filter(Boolean).join(' ') || user.username : undefined;
  const email = user?.email;
  const userId = user?.id;

  useEffect(() => {
    if (!appId) return;
    const identity = userId !== undefined ? { name, email, user_id: String(userId) } : {};
    window.intercomSettings = { app_id: appId, ...identity };
    if (window.Intercom) {
      window.Intercom('update', window.intercomSettings);
      return;
    }
    // The messenger's documented loader: a queue that the script replays once it arrives.
    const queue: unknown[][] = [];
    const stub: IntercomCall = (...args) => {
      queue.push(args);
    };
    Object.assign(stub, { q: queue, c: (args: unknown[]) => queue.push(args) });
    window.Intercom = stub;
    const script = document.createElement('script');
    script.async = true;
    script.src = `${widgetBase}${encodeURIComponent(appId)}`;
    document.head.append(script);
    window.Intercom('boot', window.intercomSettings);
  }, [appId, name, email, userId]);
}

/** Whether the chat widget is there to take a message. */
export function liveChatAvailable(): boolean {
  return typeof window.Intercom === 'function';
}

/** Opens the chat with `message` written in; false when there is no chat to open. */
export function openLiveChat(message: string): boolean {
  if (!window.Intercom) return false;
  window.Intercom('showNewMessage', message);
  return true;
}
