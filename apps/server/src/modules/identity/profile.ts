// The spec's user entity, built from a player's row.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { findCountry } from './countries';
import type { UserRow } from './repository';

/** 1990-05-31 -> 31-05-1990 (the spec's user_detail.birth_date). */
function dayMonthYear(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

export function countryOfPlayer(countryId: number | null): UserProfile['country'] {
  const country = countryId === null ? undefined : findCountry(countryId);
  return country
    ? { id: country.id, name: country.name, slug: country.slug, code: `+${country.dialCode}` }
    : null;
}

export function toUserProfile(
  user: UserRow,
  pendingEmail: string | null,
  favouriteGameIds: readonly number[],
  verification: { readonly types: readonly number[]; readonly totalDeposit: bigint } = {
    types: [],
    totalDeposit: 0n,
  },
): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    birthday: user.birthday,
    address: user.address,
    country: countryOfPlayer(user.countryId),
    currency: user.currency,
    status: user.status,
    player_status: user.playerStatus,
    phone: user.phone,
    gender: user.gender,
    created_at: user.createdAt.toISOString(),
    // The catalogue module owns favourites; the identity service asks it through a function app.ts passes.
    favorite_games: [...favouriteGameIds],
    // The compliance module owns document uploads; app.ts passes its answer through the service.
    verification_status: [...verification.types],
    two_factor_enabled: user.totpEnabledAt !== null,
    pending_email: pendingEmail,
    user_detail: {
      birth_date: dayMonthYear(user.birthday),
      address: user.address,
      city: user.city,
      country_id: user.countryId,
      // Credited deposits, from the ledger (through the compliance module).
      total_deposit: formatCurrencyAmount(verification.totalDeposit, user.currency),
      last_login: user.lastLoginAt?.toISOString() ?? null,
    },
  };
}
