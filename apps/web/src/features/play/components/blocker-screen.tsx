// What the play page shows in place of the game when something stands in the way (spec 000 section 4):
// the reason in the player's words and the one action that helps.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePopups } from '@/lib/popup-store';
import type { PlayBlocker } from '@/features/play/utils/play-state';

export function BlockerScreen({
  blocker,
  provider,
  verificationChecklist,
}: {
  blocker: PlayBlocker;
  provider: string;
  /** What verification still needs, shown in the verification-required state. */
  verificationChecklist?: ReactNode;
}) {
  const { t } = useTranslation();
  const popups = usePopups();
  const lobby = (
    <Link to="/" className={buttonClasses('secondary', 'sm')}>
      {t('play.lobby')}
    </Link>
  );
  const texts = {
    inactive: { title: t('play.blocked.inactiveTitle'), text: t('play.blocked.inactive') },
    verification: { title: t('play.blocked.verificationTitle'), text: t('play.blocked.verification') },
    review: { title: t('play.blocked.reviewTitle'), text: t('play.blocked.review') },
    insufficient: { title: t('play.blocked.insufficientTitle'), text: t('play.blocked.insufficient') },
    restricted: {
      title: t('play.blocked.restrictedTitle'),
      text: t('play.blocked.restricted', { provider }),
    },
  } satisfies Record<PlayBlocker, { title: string; text: string }>;
  const { title, text } = texts[blocker];
  return (
    <StageMessage
      title={title}
      text={text}
      state={blocker}
      details={blocker === 'verification' ? verificationChecklist : undefined}
    >
      {blocker === 'insufficient' ? (
        <button
          type="button"
          onClick={() => popups.open('deposit')}
          className={buttonClasses('primary', 'sm')}
        >
          {t('play.blocked.deposit')}
        </button>
      ) : null}
      {blocker === 'verification' ? (
        <button
          type="button"
          onClick={() => popups.open('verification-required')}
          className={buttonClasses('primary', 'sm')}
        >
          {t('play.blocked.verify')}
        </button>
      ) : null}
      {blocker === 'inactive' ? (
        <button
          type="button"
          onClick={() => popups.open('inactive-player')}
          className={buttonClasses('primary', 'sm')}
        >
          {t('play.blocked.details')}
        </button>
      ) : null}
      {lobby}
    </StageMessage>
  );
}

/**
 * A message over the stage: a title, a text, optional details under it, and actions. `state` names it for
 * tests and styles.
 */
export function StageMessage({
  title,
  text,
  state,
  details,
  children,
}: {
  title: ReactNode;
  text: string;
  state: string;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      data-play-state={state}
      className="flex max-w-md flex-col items-center gap-3 rounded-2xl bg-night-950/85 p-6 text-center shadow-2xl"
    >
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="text-sm text-muted">{text}</p>
      {details ? <div className="w-full">{details}</div> : null}
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
