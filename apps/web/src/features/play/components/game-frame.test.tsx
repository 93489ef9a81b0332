// @vitest-environment jsdom
// The game's frame (decision 0809): a page launch is framed by its address, unsandboxed as before; a script
// launch frames the site's script document sandboxed with scripts only (no origin of its own), and hands
// the script over once that frame says it is ready, to that frame's window only.
import { scriptFrameMessages, scriptFramePath } from '@reelvault/contract/calls/play';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrame } from './game-frame';

afterEach(cleanup);

function frameOf(container: HTMLElement): HTMLIFrameElement {
  const frame = container.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return frame;
}

/** A message as the window receives it, from a source window. */
function messageFrom(source: Window | null, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

describe('the game frame', () => {
  it('frames a game page by its address, without a sandbox', () => {
    const { container } = render(
      <GameFrame frame={{ kind: 'page', url: '/house/play/slot#t=1' }} title="Game" className="" />,
    );
    const frame = frameOf(container);
    expect(frame.getAttribute('src')).toBe('/house/play/slot#t=1');
    expect(frame.hasAttribute('sandbox')).toBe(false);
  });

  it("runs a script launch in the site's script frame, sandboxed with scripts and no same origin", () => {
    const { container } = render(
      <GameFrame frame={{ kind: 'script', script: 'start()' }} title="Game" className="" />,
    );
    const frame = frameOf(container);
    expect(frame.getAttribute('src')).toBe(scriptFramePath);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).not.toContain('start()');
  });

  it('sends the script when its frame is ready, and only to that frame', () => {
    const { container } = render(
      <GameFrame frame={{ kind: 'script', script: 'start()' }} title="Game" className="" />,
    );
    const target = frameOf(container).contentWindow;
    if (!target) throw new Error('no frame window');
    const posted = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);

    // Another window saying it is ready, or the frame saying something else, gets nothing.
    messageFrom(window, { type: scriptFrameMessages.ready });
    messageFrom(target, { type: 'something-else' });
    messageFrom(target, 'ready');
    expect(posted).not.toHaveBeenCalled();

    messageFrom(target, { type: scriptFrameMessages.ready });
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ type: scriptFrameMessages.launch, script: 'start()' }, '*');
  });

  it('stops listening once the frame is gone', () => {
    const { container, unmount } = render(
      <GameFrame frame={{ kind: 'script', script: 'start()' }} title="Game" className="" />,
    );
    const target = frameOf(container).contentWindow;
    if (!target) throw new Error('no frame window');
    const posted = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    unmount();
    messageFrom(target, { type: scriptFrameMessages.ready });
    expect(posted).not.toHaveBeenCalled();
  });
});
