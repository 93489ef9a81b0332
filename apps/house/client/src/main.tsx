// A game page: takes the launch token from the address, opens the studio session, loads the texts in the
// player's language, and shows the game of the page's engine (/house/play/<engine>?game=<code>), or the
// game show's page (/house/play/game-show).
import { studioEngines, type StudioEngine } from '@reelvault/contract/calls/studio';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { openSession, takeLaunchToken } from './api';
import { App } from './app';
import { Ended } from './components/shell';
import { loadSymbolIcons } from './components/symbol-icon-loader';
import { GameShow } from './games/game-show';
import { loadTexts } from './i18n';
import './styles.css';

/** The page's engine; `game-show` is the shared-round game (decision 0606). */
function pageEngine(): StudioEngine | 'game-show' | undefined {
  const segment = window.location.pathname.split('/').filter(Boolean).at(-1);
  return [...studioEngines, 'game-show' as const].find((engine) => engine === segment);
}

async function page(): Promise<ReactNode> {
  const launchToken = takeLaunchToken();
  const engine = pageEngine();
  await Promise.all([loadTexts(), engine === 'slot' ? loadSymbolIcons() : undefined]);
  const gameCode = new URLSearchParams(window.location.search).get('game') ?? '';
  if (!engine) return <Ended />;
  try {
    const session = await openSession(gameCode, launchToken);
    if (engine === 'game-show') {
      if (session?.state.purpose !== 'game-show') return <Ended />;
      const show = await session.client.show.state();
      return <GameShow client={session.client} initial={show} balance={session.state.balance} />;
    }
    const game = session?.state.game;
    if (!session || !game || session.state.purpose !== engine) return <Ended />;
    return <App engine={engine} client={session.client} initial={session.state} game={game} />;
  } catch (error) {
    return <Ended code={error instanceof StudioFailure ? error.code : 'other'} />;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);
void page().then((content) => root.render(<StrictMode>{content}</StrictMode>));
