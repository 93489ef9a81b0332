// The demo seed's player: a verified account with 1,000.00 EUR, so that a fresh `npm start` can be played
// at once without an operator approving documents. The account is what registration makes (the player row,
// the wallet's cash and bonus accounts), its details and statuses are those of a player the compliance
// module has verified, and the money arrives as a completed sandbox deposit: the sandbox gateway's approved
// payment, the cashier's deposit row, and the ledger's hold from the method's clearing account posted as
// the credit, the same transfers a real sandbox deposit makes. Never seeded in production (the demo seed
// is off there).
import { randomUUID } from 'node:crypto';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { newPasswordField } from '@reelvault/contract/fields';
import * as cashierRepository from '../modules/cashier/repository';
import { creditGatewayDeposit, holdGatewayDeposit } from '../modules/cashier/service';
import { findCountryBySlug } from '../modules/identity/countries';
import { passwordProblems } from '../modules/identity/passwords';
import * as identityRepository from '../modules/identity/repository';
import { createWalletService } from '../modules/wallet/service';
import { hashPassword } from '../security/password-hash';
import type { Db } from './database';
import type { SeedStepContext } from './seed';

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

export async function seedDemoPlayer(db: Db, context: SeedStepContext): Promise<void> {
  // The documented password passes the same rules as a player's own: length, then the policy.
  newPasswordField().parse(demoPlayer.password);
  const problems = passwordProblems(demoPlayer.password, demoPlayer);
  if (problems.length > 0) throw new Error(`the demo password is refused: ${problems.join(' ')}`);
  const country = findCountryBySlug(demoPlayer.countrySlug);
  if (!country) throw new Error(`unknown country ${demoPlayer.countrySlug}`);
  // A database seeded before this step existed may hold a player of that name or address already: theirs.
  const [usernameTaken, emailTaken] = await Promise.all([
    identityRepository.usernameTaken(db, demoPlayer.username),
    identityRepository.emailTaken(db, demoPlayer.email),
  ]);
  if (usernameTaken || emailTaken) return;
  const now = new Date();

  const user = await identityRepository.insertUser(db, {
    username: demoPlayer.username,
    email: demoPlayer.email,
    passwordHash: await hashPassword(demoPlayer.password),
    name: demoPlayer.name,
    surname: demoPlayer.surname,
    birthday: demoPlayer.birthday,
    address: demoPlayer.address,
    city: demoPlayer.city,
    countryId: country.id,
    currency: demoPlayer.currency,
    status: userStatus.active,
    playerStatus: playerStatus.verified,
    ageConfirmedAt: now,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const wallet = createWalletService(context.database);
  await wallet.openPlayerAccounts(db, { id: user.id, currency: user.currency });

  const publicUrl = context.publicUrl ?? 'http://localhost:3000';
  const depositId = randomUUID();
  const payment = await cashierRepository.insertSandboxPayment(db, {
    id: randomUUID(),
    merchantReference: depositId,
    amount: demoPlayer.deposit,
    currency: demoPlayer.currency,
    description: 'Payz deposit',
    successUrl: `${publicUrl}/pathly/success?deposit=${depositId}`,
    failUrl: `${publicUrl}/pathly/error?deposit=${depositId}`,
    status: 'open',
    createdAt: now,
  });
  const deposit = await cashierRepository.insertDeposit(db, {
    id: depositId,
    playerId: user.id,
    method: demoPlayer.depositMethod,
    gateway: 'sandbox',
    amount: demoPlayer.deposit,
    currency: demoPlayer.currency,
    status: 'pending',
    gatewayReference: payment.id,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 30 * 60_000),
  });
  await holdGatewayDeposit(wallet, db, deposit);
  await cashierRepository.decideSandboxPayment(db, payment.id, 'approved', now);
  await creditGatewayDeposit(wallet, db, deposit);
  await cashierRepository.moveDeposit(db, deposit.id, ['pending'], {
    status: 'completed',
    gatewayTransaction: payment.id,
    completedAt: now,
    updatedAt: now,
  });
}
