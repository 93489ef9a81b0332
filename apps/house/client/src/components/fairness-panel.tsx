// The fairness panel: the hash of the active server seed, the client seed (the player may choose another,
// which starts a new pair), the next nonce, and the server seeds revealed so far. A round is checked on the
// site's fairness page, which replays it from these seeds.
import type { RoundRecordReply, SeedsReply } from '@reelvault/contract/calls/studio';
import { clientSeedProblem, generateClientSeed } from '@reelvault/fair/seeds';
import { StudioFailure } from '@reelvault/studio-client/studio-client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { StudioClient } from '../api';
import { t } from '../i18n';
import { errorText } from './shell';

export function FairnessPanel({
  client,
  lastRound,
}: {
  client: StudioClient;
  lastRound: RoundRecordReply | undefined;
}) {
  const [seeds, setSeeds] = useState<SeedsReply | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  useEffect(() => {
    client.seeds().then(
      (reply) => {
        setSeeds(reply);
        setClientSeed(generateClientSeed());
      },
      (error: unknown) => setProblem(errorText(error instanceof StudioFailure ? error.code : 'other')),
    );
  }, [client]);

  async function rotate(event: FormEvent) {
    event.preventDefault();
    if (clientSeedProblem(clientSeed)) {
      setProblem(t('seed.invalid'));
      return;
    }
    setBusy(true);
    try {
      setSeeds(await client.rotateSeeds(clientSeed));
      setClientSeed(generateClientSeed());
      setProblem(null);
    } catch (error) {
      setProblem(errorText(error instanceof StudioFailure ? error.code : 'other'));
    } finally {
      setBusy(false);
    }
  }

  if (!seeds) return <p>{problem ?? t('loading')}</p>;
  return (
    <div className="fairness">
      <p>{t('seed.help')}</p>
      <dl>
        <dt>{t('seed.hash')}</dt>
        <dd className="mono" data-testid="server-seed-hash">
          {seeds.active.server_seed_hash}
        </dd>
        <dt>{t('seed.client')}</dt>
        <dd className="mono" data-testid="client-seed">
          {seeds.active.client_seed}
        </dd>
        <dt>{t('seed.nonce')}</dt>
        <dd className="mono">{seeds.active.nonce}</dd>
      </dl>
      <form onSubmit={(event) => void rotate(event)} className="rotate">
        <label htmlFor={inputId}>{t('seed.client')}</label>
        <input
          id={inputId}
          className="mono"
          value={clientSeed}
          maxLength={64}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button type="submit" disabled={busy}>
          {t('seed.rotate')}
        </button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {seeds.previous.length > 0 && (
        <>
          <h3>{t('seed.revealed')}</h3>
          <ul className="revealed mono">
            {seeds.previous.map((pair) => (
              <li key={pair.server_seed_hash}>{pair.server_seed}</li>
            ))}
          </ul>
        </>
      )}
      {lastRound && (
        <p>
          <a href={`/fairness?round=${lastRound.id}`} target="_blank" rel="noopener">
            {t('seed.check')}
          </a>
        </p>
      )}
    </div>
  );
}
