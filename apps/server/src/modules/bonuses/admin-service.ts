// The bonus engine's back office (decisions 1130, 1131): offers and promo codes written, scheduled and
// paused by operators who may manage bonuses; a player's bonuses listed, granted by hand and cancelled by
// operators who may grant them (admin-player-bonuses.ts). Every change commits with its audit entry (the
// back office's `audited`), and money moves only through the engine (grantBonus, endBonus).
import type {
  adminOfferInput,
  adminPromoCodeChange,
  adminPromoCodeInput,
} from '@reelvault/contract/calls/backoffice-bonuses';
import { paginationOf } from '@reelvault/contract/pagination';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller } from '../backoffice/service';
import type { BonusAdminDependencies } from './admin-dependencies';
import { adminOfferOut, adminPromoCodeOut, codeSchedule, offerValues } from './admin-offer-rules';
import { createPlayerBonusesAdmin } from './admin-player-bonuses';
import { createAdminRepository, type AdminRepository } from './admin-repository';
import type { PromoCodeRow } from './offers-rules';
import type { OfferStatus } from './schema';

export type { BonusAdminDependencies } from './admin-dependencies';

type Page = { readonly page: number; readonly perPage: number };
type Target = 'bonus_offer' | 'promo_code';

/** A name another row has: the text of the 422 on its field. */
const takenTexts = { key: 'Another offer has this key.', code: 'Another promo code is named exactly so.' };

export function createBonusAdminService(dependencies: BonusAdminDependencies) {
  const { db, clock, backoffice } = dependencies;
  const reads = createAdminRepository(db);

  /**
   * A change of an offer or a code by an operator who manages bonuses, audited in its transaction; a name
   * taken (`unique`) is a 422 on its field, whether the check in `run` or the unique index finds it.
   */
  async function managed<T extends object>(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    target: { readonly action: string; readonly type: Target; readonly id: string },
    unique: keyof typeof takenTexts,
    run: (repository: AdminRepository, tx: DbExecutor) => Promise<{ before: object | null; result: T }>,
  ): Promise<T> {
    try {
      return await backoffice.audited(admin, caller, 'bonuses.manage', target, async (tx) => {
        const { before, result } = await run(createAdminRepository(tx), tx);
        return { before, after: result, result };
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw validationError({ [unique]: [takenTexts[unique]] });
      throw error;
    }
  }

  const taken = (field: keyof typeof takenTexts) => validationError({ [field]: [takenTexts[field]] });

  async function lockedOffer(repository: AdminRepository, id: number) {
    const row = await repository.offer(id, true);
    if (!row) throw new AppError('NOT_FOUND', 'This offer does not exist.');
    return row;
  }

  async function lockedCode(repository: AdminRepository, id: number) {
    const row = await repository.code(id, true);
    if (!row) throw new AppError('NOT_FOUND', 'This promo code does not exist.');
    return row;
  }

  async function codeOut(repository: AdminRepository, code: PromoCodeRow) {
    const offer = await repository.offer(code.offerId);
    if (!offer) throw new Error(`promo code ${code.id} has no offer`);
    const players = (await repository.codePlayers([code.id])).get(code.id) ?? 0;
    return adminPromoCodeOut(code, offer, players, clock.now());
  }

  const switchAction = (type: Target, status: OfferStatus) =>
    `${type}.${status === 'paused' ? 'pause' : 'resume'}`;

  /** Pauses or resumes an offer. */
  const setOfferStatus =
    (status: OfferStatus) => (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      managed(
        admin,
        caller,
        { action: switchAction('bonus_offer', status), type: 'bonus_offer', id: String(id) },
        'key',
        async (repository) => {
          const before = await lockedOffer(repository, id);
          const after = await repository.updateOffer(id, { status }, clock.now());
          return { before: { status: before.status }, result: adminOfferOut(after, clock.now()) };
        },
      );

  /** Pauses or resumes a promo code. */
  const setCodeStatus =
    (status: OfferStatus) => (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      managed(
        admin,
        caller,
        { action: switchAction('promo_code', status), type: 'promo_code', id: String(id) },
        'code',
        async (repository) => {
          const before = await lockedCode(repository, id);
          const after = await repository.updateCode(id, { status });
          return { before: { status: before.status }, result: await codeOut(repository, after) };
        },
      );

  return {
    async offers(admin: AuthenticatedAdmin, query: Page & { status?: OfferStatus | undefined }) {
      backoffice.requirePermission(admin, 'bonuses.read');
      const offset = (query.page - 1) * query.perPage;
      const { rows, total } = await reads.offersPage(query.status, offset, query.perPage);
      const now = clock.now();
      return {
        data: rows.map((row) => adminOfferOut(row, now)),
        pagination: paginationOf(total, query.page, query.perPage),
      };
    },

    /** Creates an offer (`id` null) or replaces one's terms and schedule. */
    async saveOffer(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number | null,
      input: z.output<typeof adminOfferInput>,
    ) {
      backoffice.requirePermission(admin, 'bonuses.manage');
      const target =
        id === null
          ? { action: 'bonus_offer.create', type: 'bonus_offer' as const, id: input.key }
          : { action: 'bonus_offer.update', type: 'bonus_offer' as const, id: String(id) };
      return managed(admin, caller, target, 'key', async (repository) => {
        const current = id === null ? null : await lockedOffer(repository, id);
        // An offer with tiers (the welcome) takes its percent and spin counts from them.
        const values = offerValues(input, {
          tiered: current?.tiers != null || input.tiers !== undefined,
        });
        const before = current === null ? null : adminOfferOut(current, clock.now());
        if (await repository.offerKeyTaken(values.key, id ?? undefined)) throw taken('key');
        const row =
          id === null
            ? await repository.insertOffer(values, clock.now())
            : await repository.updateOffer(id, values, clock.now());
        return { before, result: adminOfferOut(row, clock.now()) };
      });
    },

    pauseOffer: setOfferStatus('paused'),
    resumeOffer: setOfferStatus('active'),

    async promoCodes(admin: AuthenticatedAdmin, query: Page & { offerId?: number | undefined }) {
      backoffice.requirePermission(admin, 'bonuses.read');
      const offset = (query.page - 1) * query.perPage;
      const { rows, total } = await reads.codesPage(query.offerId, offset, query.perPage);
      const now = clock.now();
      return {
        data: rows.map((row) => adminPromoCodeOut(row.code, row.offer, row.players, now)),
        pagination: paginationOf(total, query.page, query.perPage),
      };
    },

    async createPromoCode(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      input: z.output<typeof adminPromoCodeInput>,
    ) {
      backoffice.requirePermission(admin, 'bonuses.manage');
      const schedule = codeSchedule(input);
      const target = { action: 'promo_code.create', type: 'promo_code' as const, id: input.code };
      return managed(admin, caller, target, 'code', async (repository) => {
        if (!(await repository.offer(input.offer_id))) {
          throw validationError({ offer_id: ['The offer does not exist.'] });
        }
        if (await repository.codeTaken(input.code)) throw taken('code');
        const row = await repository.insertCode({
          code: input.code,
          offerId: input.offer_id,
          perPlayerLimit: input.per_player_limit,
          totalLimit: input.total_limit,
          ...schedule,
          createdAt: clock.now(),
        });
        return { before: null, result: await codeOut(repository, row) };
      });
    },

    async updatePromoCode(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      input: z.output<typeof adminPromoCodeChange>,
    ) {
      backoffice.requirePermission(admin, 'bonuses.manage');
      const schedule = codeSchedule(input);
      const target = { action: 'promo_code.update', type: 'promo_code' as const, id: String(id) };
      return managed(admin, caller, target, 'code', async (repository) => {
        const before = await codeOut(repository, await lockedCode(repository, id));
        if (await repository.codeTaken(input.code, id)) throw taken('code');
        if (input.total_limit !== null && input.total_limit < before.used) {
          throw validationError({
            total_limit: [`The code has been used ${before.used} times; the total limit may not be lower.`],
          });
        }
        const row = await repository.updateCode(id, {
          code: input.code,
          perPlayerLimit: input.per_player_limit,
          totalLimit: input.total_limit,
          ...schedule,
        });
        return { before, result: await codeOut(repository, row) };
      });
    },

    pausePromoCode: setCodeStatus('paused'),
    resumePromoCode: setCodeStatus('active'),

    ...createPlayerBonusesAdmin(dependencies),

    /** The cost of bonuses per currency over [from, to) (the dashboard's, decision 0714). */
    costFigures: (from: Date, to: Date) => reads.costFigures(from, to),
  };
}

export type BonusAdminService = ReturnType<typeof createBonusAdminService>;
