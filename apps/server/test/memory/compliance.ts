// In-memory implementations for the compliance services' unit tests: the repository (documents, limits, play
// sessions, exclusions), the document store, and what the module reads of identity and the ledger. Each
// does what the SQL or the other module does for the rules under test; locks and constraints are the
// integration tests' part.
import { randomUUID } from 'node:crypto';
import type { VerificationSubject } from '../../src/modules/identity/service';
import type { ComplianceIdentity, ComplianceWallet } from '../../src/modules/compliance/service';
import type { DocumentStore } from '../../src/modules/compliance/document-store';
import type {
  ComplianceRepository,
  DocumentRow,
  LimitRow,
  NewDocumentRow,
  NewExclusionRow,
  PlaySessionRow,
} from '../../src/modules/compliance/repository';
import { AppError } from '../../src/http/app-error';

export interface MemoryComplianceRepository extends ComplianceRepository {
  readonly documents: DocumentRow[];
  readonly limits: LimitRow[];
  readonly playSessions: PlaySessionRow[];
  readonly exclusions: NewExclusionRow[];
}

const copy = <T extends object>(row: T): T => ({ ...row });

export function memoryComplianceRepository(): MemoryComplianceRepository {
  const documents: DocumentRow[] = [];
  const limits: LimitRow[] = [];
  const playSessions: PlaySessionRow[] = [];
  const exclusions: NewExclusionRow[] = [];
  const current = (playerId: number) =>
    documents
      .filter((row) => row.playerId === playerId && row.current)
      .sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime());
  return {
    documents,
    limits,
    playSessions,
    exclusions,
    async currentDocuments(_executor, playerId) {
      return current(playerId).map(copy);
    },
    async currentDocument(_executor, playerId, kind) {
      const row = current(playerId).find((document) => document.kind === kind);
      return row && copy(row);
    },
    async findDocument(_executor, id) {
      const row = documents.find((document) => document.id === id);
      return row && copy(row);
    },
    async retireDocument(_executor, id, at) {
      const row = documents.find((document) => document.id === id);
      if (row) Object.assign(row, { current: false, withdrawnAt: at });
    },
    async insertDocument(_executor, row: NewDocumentRow) {
      if (current(row.playerId).some((document) => document.kind === row.kind)) {
        throw new Error('duplicate key value violates unique constraint "kyc_documents_current_kind"');
      }
      const inserted: DocumentRow = {
        rejectionReason: null,
        current: true,
        reviewedAt: null,
        reviewedBy: null,
        withdrawnAt: null,
        ...row,
      };
      documents.push(inserted);
      return copy(inserted);
    },
    async reviewDocument(_executor, id, patch) {
      const row = documents.find((document) => document.id === id);
      if (!row || row.status !== 'pending_review' || !row.current) return undefined;
      Object.assign(row, patch);
      return copy(row);
    },
    async documentQueue(_executor, status, playerId, limit) {
      return documents
        .filter((row) => row.status === status && row.current)
        .filter((row) => playerId === undefined || row.playerId === playerId)
        .sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime())
        .slice(0, limit)
        .map(copy);
    },
    async limitsOf(_executor, playerId) {
      return limits.filter((row) => row.playerId === playerId).map(copy);
    },
    async saveLimit(_executor, row) {
      const index = limits.findIndex(
        (limit) => limit.playerId === row.playerId && limit.kind === row.kind && limit.period === row.period,
      );
      if (index >= 0) limits[index] = copy(row);
      else limits.push(copy(row));
    },
    async latestPlaySession(_executor, playerId) {
      const rows = playSessions.filter((row) => row.playerId === playerId);
      const latest = rows.sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())[0];
      return latest && copy(latest);
    },
    async recordPlay(_executor, { playerId, at, liveSince, touchBefore, unlessBetLimits }) {
      const betLimits = limits.some(
        (row) =>
          row.playerId === playerId &&
          row.kind !== 'deposit' &&
          (row.amount !== null || row.pendingEffectiveAt !== null),
      );
      if (unlessBetLimits && betLimits) return false;
      const live = playSessions
        .filter((row) => row.playerId === playerId && row.lastActivityAt >= liveSince)
        .sort((a, b) => b.lastActivityAt.getTime() - a.lastActivityAt.getTime())[0];
      if (live) {
        if (live.lastActivityAt < touchBefore && at > live.lastActivityAt) live.lastActivityAt = at;
      } else {
        playSessions.push({ id: playSessions.length + 1, playerId, startedAt: at, lastActivityAt: at });
      }
      return true;
    },
    async playSessionsSince(_executor, playerId, since) {
      return playSessions.filter((row) => row.playerId === playerId && row.lastActivityAt > since).map(copy);
    },
    async insertExclusion(_executor, row) {
      exclusions.push(copy(row));
    },
  };
}

/** Files kept in a Map; `discarded` lists the keys of uploads whose row was never written. */
export function memoryDocumentStore(): DocumentStore & {
  readonly files: Map<string, Uint8Array>;
  readonly discarded: string[];
} {
  const files = new Map<string, Uint8Array>();
  const discarded: string[] = [];
  return {
    files,
    discarded,
    async put(bytes) {
      const key = `${randomUUID().slice(0, 2)}/${randomUUID()}`;
      files.set(key, bytes);
      return key;
    },
    async read(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`no document file ${key}`);
      return Buffer.from(bytes);
    },
    async discard(key) {
      files.delete(key);
      discarded.push(key);
    },
  };
}

type Standing = { status?: number; playerStatus?: number };

/**
 * Identity as the compliance module sees it: players' verification facts, their standing as compliance
 * sets it, details filled once (a verified player's are locked), and exclusions that never shorten.
 */
export function memoryComplianceIdentity(): ComplianceIdentity & {
  add(subject: Partial<VerificationSubject> & { id: number }): VerificationSubject;
  subject(playerId: number): VerificationSubject;
} {
  const players = new Map<number, VerificationSubject>();
  const subject = (playerId: number) => {
    const found = players.get(playerId);
    if (!found) throw new Error(`no player ${playerId}`);
    return found;
  };
  const update = (playerId: number, patch: Partial<VerificationSubject>) =>
    players.set(playerId, { ...subject(playerId), ...patch });
  return {
    add(facts) {
      const row: VerificationSubject = {
        username: `player${facts.id}`,
        currency: 'EUR',
        status: 1,
        playerStatus: 0,
        name: null,
        surname: null,
        birthday: null,
        address: null,
        city: null,
        excludedUntil: null,
        excludedPermanently: false,
        ...facts,
      };
      players.set(row.id, row);
      return row;
    },
    subject,
    async verificationSubject(playerId) {
      return subject(playerId);
    },
    async setVerificationStanding(_executor, playerId, standing: Standing) {
      update(playerId, standing);
    },
    async fillVerificationDetails(playerId, input, _caller, locked) {
      const player = subject(playerId);
      if (locked && player.name !== null && player.name !== input.name) {
        throw new AppError('KYC_DETAILS_LOCKED');
      }
      update(playerId, {
        name: player.name ?? input.name,
        surname: player.surname ?? input.surname,
        birthday: player.birthday ?? input.birthday,
        address: player.address ?? input.address,
        city: player.city ?? input.city,
      });
    },
    async excludeFromPlay(_executor, playerId, until) {
      const player = subject(playerId);
      const permanent = player.excludedPermanently || until === null;
      const end = permanent
        ? null
        : player.excludedUntil && until && player.excludedUntil > until
          ? player.excludedUntil
          : until;
      update(playerId, { excludedPermanently: permanent, excludedUntil: end });
      return { until: end, sessionsEnded: 0 };
    },
    async liftExclusion(_executor, playerId) {
      if (subject(playerId).excludedPermanently) throw new AppError('ADMIN_EXCLUSION_PERMANENT');
      update(playerId, { excludedUntil: null });
    },
  };
}

type PlayerFlows = Awaited<ReturnType<ComplianceWallet['playerFlows']>>;

/** One movement through a player's cash account, as the ledger's flows count it. */
export interface Flow extends Partial<PlayerFlows> {
  readonly playerId: number;
  readonly at: Date;
}

/** The ledger's flows of each player: the sums of the movements at or after `since`. */
export function memoryComplianceWallet(): ComplianceWallet & { record(flow: Flow): void } {
  const flows: Flow[] = [];
  return {
    record(flow) {
      flows.push(flow);
    },
    async playerFlows(playerId, since) {
      const sum = (field: keyof PlayerFlows) =>
        flows
          .filter((flow) => flow.playerId === playerId && (since === null || flow.at >= since))
          .reduce((total, flow) => total + (flow[field] ?? 0n), 0n);
      return {
        wagered: sum('wagered'),
        won: sum('won'),
        refunded: sum('refunded'),
        depositsStarted: sum('depositsStarted'),
        depositsCredited: sum('depositsCredited'),
      };
    },
  };
}
