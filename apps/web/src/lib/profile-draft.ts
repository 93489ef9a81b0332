// What a player typed in the onboarding wizard and has not saved yet: kept for the life of the page, per
// player, so that closing the wizard loses nothing. The cashier's details form, which a payment asks for
// while the profile has no name, opens with it, and so does the wizard when it comes back. Kept in memory
// only: it is personal data, and browser storage would leave it behind on a shared computer.

export interface ProfileDraft {
  /** First and last name in one, as the wizard asks for it. */
  readonly name?: string;
  /** Year-month-day. */
  readonly birthday?: string;
  readonly address?: string;
  readonly city?: string;
  /** The id of the country whose calling code goes with the phone. */
  readonly phoneCountry?: string;
  readonly phone?: string;
}

const drafts = new Map<number, ProfileDraft>();

export function keepProfileDraft(playerId: number, draft: ProfileDraft): void {
  drafts.set(playerId, { ...draft });
}

export function profileDraftOf(playerId: number | undefined): ProfileDraft {
  return (playerId === undefined ? undefined : drafts.get(playerId)) ?? {};
}

export function forgetProfileDraft(playerId: number): void {
  drafts.delete(playerId);
}
