// What the back office's dashboard reads of players (decision 0710): registrations per currency and day.
import type { DbExecutor } from '../../db/database';
import * as sqlFigures from './figures-repository';
import type { RegistrationsRow } from './figures-repository';

export type { RegistrationsRow } from './figures-repository';

/** The functions of figures-repository.ts the service calls, with the same signatures. */
export interface IdentityFiguresRepository {
  registrations(executor: DbExecutor, from: Date, to: Date): Promise<RegistrationsRow[]>;
}

export function createFiguresService(db: DbExecutor, repository: IdentityFiguresRepository = sqlFigures) {
  return {
    /** Players registered in [from, to), per currency, per UTC day and in total. */
    registrations: (from: Date, to: Date) => repository.registrations(db, from, to),
  };
}
