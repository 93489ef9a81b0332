// The play page's timer: seconds since the game started; it stops with the game and starts again at 0
// for the next one (spec: leaving the page resets it).
import { useEffect, useState } from 'react';

export function usePlayTimer(running: boolean, key: string | number): number {
  const id = String(key);
  const [elapsed, setElapsed] = useState({ id: '', seconds: 0 });
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(
      () => setElapsed({ id, seconds: Math.floor((Date.now() - started) / 1000) }),
      1000,
    );
    return () => {
      clearInterval(timer);
      setElapsed({ id: '', seconds: 0 });
    };
  }, [running, id]);
  return running && elapsed.id === id ? elapsed.seconds : 0;
}
