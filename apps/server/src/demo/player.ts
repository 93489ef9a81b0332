// The demo seed's player: a verified account with 1,000.00 EUR, so that a fresh `npm start` can be played
// at once without an operator approving documents. The player registers as anyone does (identity opens
// the account, the wallet its cash and bonus accounts), the verification details are filled in and the
// player marked verified as the compliance desk would, and the money comes as a sandbox deposit paid on
// the sandbox gateway's page: the cashier's deposit and hold, the gateway's signed notification, the
// credit. Never seeded in production (the demo seed is off there).
import { registrationUserData, type AuthReply } from '@reelvault/contract/calls/auth';
import { payopMethods } from '@reelvault/contract/constants/cashier';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { AppError } from '../http/app-error';
import type { CashierService } from '../modules/cashier/service';
import type { CallerContext, IdentityService } from '../modules/identity/service';

export const demoPlayer = {
  username: 'demo',
  password: 'Demo-Player-2026!',
  email: 'demo@reelvault.local',
  name: 'Dana',
  surname: 'Demo',
  birthday: '1990-05-14',
  address: 'Triq il-Kbira 12',
  city: 'Valletta',
  countrySlug: 'MT',
  currency: 'EUR',
  /** The starting balance in minor units: 1,000.00 EUR. */
  deposit: 100_000n,
  /** The deposit method (a sandbox gateway method in the operator's list). */
  depositMethod: 'payz',
} as const;

export interface DemoPlayerServices {
  readonly identity: Pick<
    IdentityService,
    'countries' | 'register' | 'fillVerificationDetails' | 'setPlayerStatus' | 'authenticate' | 'logout'
  >;
  readonly cashier: Pick<CashierService, 'startDeposit' | 'deposit'>;
  /**
   * Approves a payment on the sandbox gateway's page at `paymentUrl`, as the payer does; undefined when
   * the deposit method is not on the sandbox gateway (the player is then seeded without money).
   */
  readonly approveOnSandboxPage: ((paymentUrl: string) => Promise<void>) | undefined;
}

/** Who the security log names for what the seed does. */
const seedCaller: CallerContext = { ip: '127.0.0.1', userAgent: 'Reelvault demo seed', locale: 'en' };

/** Registration refused only because the name or the address is someone's already. */
function takenAlready(error: unknown): boolean {
  if (!(error instanceof AppError) || !error.fieldErrors) return false;
  const fields = Object.keys(error.fieldErrors);
  return fields.length > 0 && fields.every((field) => /^user_data\.(username|email)$/.test(field));
}

export async function seedDemoPlayer(services: DemoPlayerServices): Promise<void> {
  const { identity, cashier } = services;
  const country = identity.countries().data.find((entry) => entry.slug === demoPlayer.countrySlug);
  if (!country) throw new Error(`unknown country ${demoPlayer.countrySlug}`);
  // The registration form's own checks: the documented password passes them like a player's own.
  const form = registrationUserData.parse({
    country: country.id,
    currency: demoPlayer.currency,
    email: demoPlayer.email,
    password: demoPlayer.password,
    username: demoPlayer.username,
    age_confirmed: true,
  });
  let registered: AuthReply;
  try {
    registered = await identity.register(form, seedCaller);
  } catch (error) {
    // A database seeded before this step existed may hold a player of that name or address already: theirs.
    if (takenAlready(error)) return;
    throw error;
  }
  const playerId = registered.user.id;
  const { name, surname, birthday, address, city } = demoPlayer;
  await identity.fillVerificationDetails(
    playerId,
    { name, surname, birthday, address, city },
    seedCaller,
    false,
  );
  await identity.setPlayerStatus(playerId, playerStatus.verified);

  const player = await identity.authenticate(registered.access_token);
  if (services.approveOnSandboxPage) {
    const method = payopMethods.find((entry) => entry.slug === demoPlayer.depositMethod);
    if (!method) throw new Error(`unknown deposit method ${demoPlayer.depositMethod}`);
    const started = await cashier.startDeposit(player, {
      pyId: method.pyId,
      method: method.slug,
      amount: formatCurrencyAmount(demoPlayer.deposit, demoPlayer.currency),
    });
    await services.approveOnSandboxPage(started.url);
    const deposit = await cashier.deposit(playerId, started.deposit.id);
    if (deposit.status !== 'completed') {
      throw new Error(`the demo player's deposit ${deposit.id} is ${deposit.status}, not completed`);
    }
  }
  // The session registration opened is the seed's, not the player's.
  await identity.logout(player, seedCaller);
}
