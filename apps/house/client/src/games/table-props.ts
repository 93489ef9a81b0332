// What the game page hands every engine's table: the page composes the tables, and the tables depend only
// on this, never on the page.
import type { FreeSpinsOffer, RoundRecordReply, StateReply } from '@reelvault/contract/calls/studio';
import type { StudioClient } from '../api';

export type Game = NonNullable<StateReply['game']>;

export interface TableProps {
  readonly game: Game;
  readonly client: StudioClient;
  readonly currency: string;
  readonly balance: string | null;
  readonly openRound: RoundRecordReply | null;
  /** Free spins the platform awarded at this game when the page opened (slots). */
  readonly freeSpins: FreeSpinsOffer | null;
  /** A round is under way: the balance shows the stake taken. */
  readonly onStake: (stake: string) => void;
  /** A round ended (or moved on): its record and the balance after it. */
  readonly onRound: (round: RoundRecordReply, balance: string | null) => void;
  readonly onFailure: (error: unknown) => void;
  /** The stake now chosen, for the paytable's amounts. */
  readonly onStakeChosen: (stake: string) => void;
}
