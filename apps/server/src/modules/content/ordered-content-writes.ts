// The writes promotions and hero slides share (decision 0313): create, update and a new order, each in
// one transaction with its audit entry, needing `content.manage`.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import { validationError, type AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import { createPromotionsRepository, type PromotionsRepository } from './promotions-repository';

/** A new order must name every row once. */
export function checkOrder(ids: readonly number[], existing: readonly number[], label: string): void {
  const known = new Set(existing);
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw validationError({ ids: [`Name every ${label} once, and no other.`] });
  }
}

/** One kind of ordered content: how its rows are read, stored, locked and ordered. */
export interface OrderedContent<Item, Fields> {
  /** The audit's target type, and the prefix of its actions (`<type>.create`). */
  readonly type: string;
  /** What a refused order names (`Name every <label> once`). */
  readonly label: string;
  readonly notFound: () => AppError;
  readonly read: (executor: DbExecutor, id: number) => Promise<Item>;
  /** The audit's account of a row: its settings, not its whole texts. */
  readonly audit: (item: Item) => object;
  readonly insert: (repository: PromotionsRepository, fields: Fields, at: Date) => Promise<number>;
  readonly lock: (repository: PromotionsRepository, id: number) => Promise<unknown>;
  readonly update: (repository: PromotionsRepository, id: number, fields: Fields, at: Date) => Promise<void>;
  /** Every row's id in the order of the moment; `lockedIds` locks them while a new order is written. */
  readonly ids: (repository: PromotionsRepository) => Promise<number[]>;
  readonly lockedIds: (repository: PromotionsRepository) => Promise<number[]>;
  readonly order: (repository: PromotionsRepository, ids: readonly number[]) => Promise<void>;
}

export function orderedContentWrites<Item, Fields>(
  dependencies: { readonly clock: Clock; readonly backoffice: Pick<BackofficeService, 'audited'> },
  content: OrderedContent<Item, Fields>,
) {
  const { clock, backoffice } = dependencies;
  return {
    async create(admin: AuthenticatedAdmin, caller: AdminCaller, fields: Fields): Promise<Item> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: `${content.type}.create`, type: content.type, id: 'new' },
        async (tx) => {
          const id = await content.insert(createPromotionsRepository(tx), fields, clock.now());
          const result = await content.read(tx, id);
          return { before: null, after: { id, ...content.audit(result) }, result };
        },
      );
    },

    async update(admin: AuthenticatedAdmin, caller: AdminCaller, id: number, fields: Fields): Promise<Item> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: `${content.type}.update`, type: content.type, id: String(id) },
        async (tx) => {
          const repository = createPromotionsRepository(tx);
          if (!(await content.lock(repository, id))) throw content.notFound();
          const before = await content.read(tx, id);
          await content.update(repository, id, fields, clock.now());
          const result = await content.read(tx, id);
          return { before: content.audit(before), after: content.audit(result), result };
        },
      );
    },

    async order(admin: AuthenticatedAdmin, caller: AdminCaller, ids: readonly number[]): Promise<void> {
      await backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: `${content.type}.order`, type: content.type, id: 'all' },
        async (tx) => {
          const repository = createPromotionsRepository(tx);
          checkOrder(ids, await content.lockedIds(repository), content.label);
          const before = await content.ids(repository);
          await content.order(repository, ids);
          return { before: { ids: before }, after: { ids: [...ids] }, result: null };
        },
      );
    },
  };
}
