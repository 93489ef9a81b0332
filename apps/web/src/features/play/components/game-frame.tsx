// The game's frame on the play page and the launcher. A game page (the studio's, or an aggregator's
// address) is framed by its URL. An aggregator's `script` launch runs only in the script frame (decision
// 0809): the site's own document for it, sandboxed with scripts but no origin of its own, so the script
// cannot read the site's cookies, storage or page. The frame says when it listens; the script is sent
// then, once per load, to that frame's window only.
import { scriptFrameMessages, scriptFramePath } from '@reelvault/contract/calls/play';
import { useEffect, useRef } from 'react';
import type { GameFrame as Frame } from '@/features/play/utils/play-state';

export interface GameFrameProps {
  readonly frame: Frame;
  readonly title: string;
  readonly className: string;
  readonly inert?: boolean;
  readonly paused?: boolean;
}

export function GameFrame({ frame, title, className, inert, paused }: GameFrameProps) {
  const element = useRef<HTMLIFrameElement>(null);
  const script = frame.kind === 'script' ? frame.script : undefined;

  useEffect(() => {
    if (script === undefined) return;
    function onMessage(event: MessageEvent) {
      const target = element.current?.contentWindow;
      if (!target || event.source !== target) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      if ((data as { type?: unknown }).type !== scriptFrameMessages.ready) return;
      // The frame has no origin to name ('null'): the message goes to this frame's window, which the
      // site's own document holds at that moment (it has just said it is ready).
      target.postMessage({ type: scriptFrameMessages.launch, script }, '*');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [script]);

  return (
    <iframe
      ref={element}
      src={frame.kind === 'page' ? frame.url : scriptFramePath}
      sandbox={frame.kind === 'script' ? 'allow-scripts' : undefined}
      data-frame-kind={frame.kind}
      title={title}
      allow="fullscreen; autoplay"
      inert={inert}
      aria-hidden={paused || undefined}
      data-paused={paused || undefined}
      className={className}
    />
  );
}
