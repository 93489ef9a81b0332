// Identity verification and responsible gambling: documents and their review, verification levels and the
// player's standing, limits with their cool-down on loosening, play sessions, self-exclusion, and the gates
// the cashier and the games call before money or play starts.
import { createHash, randomUUID } from 'node:crypto';
import {
  kycDocumentKinds,
  verificationLevels,
  type KycDocumentKind,
  type PlayerLimit,
  type VerificationDocument,
} from '@reelvault/contract/calls/compliance';
import {
  documentKinds,
  documentType,
  requiredDocumentTypes,
  uploadLimits,
  type DocumentKind,
  type DocumentStatus,
} from '@reelvault/contract/constants/kyc';
import {
  limitIncreaseDelayHours,
  limitKinds,
  limitPeriodHours,
  limitPeriods,
  playSessionIdleMinutes,
  sessionLimitMaxMinutes,
  type LimitKind,
  type LimitPeriod,
} from '@reelvault/contract/constants/limits';
import {
  coolDownLength,
  exclusionEnd,
  findDeactivationPeriod,
} from '@reelvault/contract/constants/self-exclusion';
import { needsVerification, playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import {
  AmountError,
  formatCurrencyAmount,
  formatMoney,
  parseCurrencyAmount,
} from '@reelvault/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { AppError, refusal, validationError } from '../../http/app-error';
import { localizedError, translatorFor, type LocalizedText } from '../../i18n/server-texts';
import type { CallerContext, VerificationDetailsInput, VerificationSubject } from '../identity/service';
import type { WalletService } from '../wallet/service';
import { DocumentRefused, inspectDocument, type DocumentMime } from './document-files';
import type { DocumentStore } from './document-store';
import * as repository from './repository';
import type { DocumentRow, LimitRow } from './repository';

/** What the compliance module needs of the identity module (its service, wired in app.ts). */
export interface ComplianceIdentity {
  verificationSubject(playerId: number, executor?: DbExecutor): Promise<VerificationSubject>;
  setVerificationStanding(
    executor: DbExecutor,
    playerId: number,
    standing: { status?: number; playerStatus?: number },
  ): Promise<void>;
  fillVerificationDetails(
    playerId: number,
    input: VerificationDetailsInput,
    caller: CallerContext,
    locked: boolean,
  ): Promise<void>;
  excludeFromPlay(
    executor: DbExecutor,
    playerId: number,
    until: Date | null,
  ): Promise<{ until: Date | null; sessionsEnded: number }>;
}

/** Told when a player excludes themselves, in the same transaction (the bonus engine cancels bonuses). */
export type ExclusionListener = (executor: DbExecutor, playerId: number, until: Date | null) => Promise<void>;

export interface ComplianceSettings {
  readonly realityCheckMinutes: number;
  /** Cumulative credited deposits (minor units, per currency) from which withdrawals need full verification. */
  readonly withdrawalVerificationThresholds: Readonly<Record<string, bigint>>;
}

export interface ComplianceDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly identity: ComplianceIdentity;
  readonly wallet: WalletService;
  readonly store: DocumentStore;
  readonly settings: ComplianceSettings;
  readonly log: FastifyBaseLogger;
  readonly onExcluded?: readonly ExclusionListener[];
}

/** The type number of each kind (the single upload form's `type`); a bank statement has none. */
export const typeOfKind: Record<KycDocumentKind, number | null> = {
  identity_front: documentType.identityFront,
  identity_back: documentType.identityBack,
  proof_of_address: documentType.proofOfAddress,
  selfie_with_credit_card: documentType.selfieWithCreditCard,
  selfie_with_identity: documentType.selfieWithIdentity,
  bank_statement: null,
};

/** The multi-upload form's fields and the kinds they store. */
export const kindOfFormField: Record<DocumentKind, KycDocumentKind> = {
  proof_of_identity: 'identity_front',
  proof_of_address: 'proof_of_address',
  bank_statement: 'bank_statement',
  selfie_with_identity: 'selfie_with_identity',
};

export function kindOfType(type: number): KycDocumentKind | undefined {
  return kycDocumentKinds.find((kind) => typeOfKind[kind] === type);
}

const isKind = (value: string): value is KycDocumentKind =>
  (kycDocumentKinds as readonly string[]).includes(value);
const isFormField = (value: string): value is DocumentKind =>
  (documentKinds as readonly string[]).includes(value);

const selfieKinds: ReadonlySet<KycDocumentKind> = new Set([
  'selfie_with_identity',
  'selfie_with_credit_card',
]);
const acceptedMimes = (kind: KycDocumentKind): DocumentMime[] =>
  selfieKinds.has(kind) ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'];

export const singleUploadTooLarge = 'You can only upload file less than 8 MB in file size.';
export const multiUploadTooLarge = `File size exceeds the maximum limit of ${uploadLimits.multiBytes / 1_048_576}MB.`;
export const wrongFileType = 'Invalid file format. Please upload JPG, PNG or PDF files only.';
export const wrongSelfieType = 'Invalid file format. Please upload a JPG or PNG photo.';

/** One file as the HTTP layer read it: the bytes up to the limit, and whether more was sent. */
export interface UploadedFile {
  readonly bytes: Uint8Array;
  readonly truncated: boolean;
  /** The name the browser sent: its extension must agree with the content (a PNG named .pdf is refused). */
  readonly fileName?: string | undefined;
}

const extensionsOf: Record<DocumentMime, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** Whether a file name's extension (if it has one) names the type the content is. */
function nameAgrees(fileName: string | undefined, mime: DocumentMime): boolean {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName ?? '');
  return !match?.[1] || extensionsOf[mime].includes(match[1].toLowerCase());
}

function documentReply(row: DocumentRow): VerificationDocument {
  const kind = isKind(row.kind) ? row.kind : 'bank_statement';
  return {
    id: row.id,
    type: typeOfKind[kind],
    kind,
    status: row.status as DocumentStatus,
    rejection_reason: row.rejectionReason,
    uploaded_at: row.uploadedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    mime_type: row.mimeType,
    size: row.sizeBytes,
  };
}

const hours = (count: number) => count * 3_600_000;

export function createComplianceService(dependencies: ComplianceDependencies) {
  const { db, clock, identity, wallet, store, settings, log } = dependencies;
  const onExcluded = dependencies.onExcluded ?? [];

  /** The verification level of a player from their details and current documents. */
  function levelOf(subject: VerificationSubject, documents: readonly DocumentRow[]): number {
    const approved = new Set(documents.filter((row) => row.status === 'approved').map((row) => row.kind));
    const open = documents.filter((row) => row.kind !== 'bank_statement' && row.status !== 'approved').length;
    const needed: KycDocumentKind[] = ['identity_front', 'proof_of_address', 'selfie_with_identity'];
    if (subject.status === userStatus.needsVerificationWithCardSelfie) needed.push('selfie_with_credit_card');
    const detailsOnFile = [
      subject.name,
      subject.surname,
      subject.birthday,
      subject.address,
      subject.city,
    ].every((value) => value !== null && value.trim() !== '');
    if (detailsOnFile && open === 0 && needed.every((kind) => approved.has(kind)))
      return verificationLevels.full;
    if (approved.has('identity_front')) return verificationLevels.identity;
    return detailsOnFile ? verificationLevels.details : verificationLevels.none;
  }

  /** Moves the player's status and player_status with their documents (inside the caller's transaction). */
  async function refreshStanding(executor: DbExecutor, playerId: number): Promise<void> {
    const subject = await identity.verificationSubject(playerId, executor);
    const documents = await repository.currentDocuments(executor, playerId);
    const level = levelOf(subject, documents);
    const pending = documents.some((row) => row.status === 'pending_review');
    const nextPlayerStatus =
      level === verificationLevels.full
        ? playerStatus.verified
        : pending
          ? playerStatus.underReview
          : playerStatus.needsVerification;
    const standing: { status?: number; playerStatus?: number } = {};
    if (nextPlayerStatus !== subject.playerStatus) standing.playerStatus = nextPlayerStatus;
    if (level === verificationLevels.full && needsVerification(subject.status))
      standing.status = userStatus.active;
    if (Object.keys(standing).length > 0)
      await identity.setVerificationStanding(executor, playerId, standing);
  }

  /** Checks and stores one file for `kind`, replacing a pending or rejected one; refuses over an approved one. */
  async function storeDocument(
    playerId: number,
    kind: KycDocumentKind,
    file: UploadedFile,
    tooLarge: string,
  ): Promise<DocumentRow> {
    if (file.truncated) throw new AppError('KYC_FILE_TOO_LARGE', tooLarge);
    let checked;
    try {
      checked = await inspectDocument(file.bytes, acceptedMimes(kind));
      if (!nameAgrees(file.fileName, checked.mime)) throw new DocumentRefused('type');
    } catch (error) {
      if (error instanceof DocumentRefused) {
        throw new AppError('KYC_FILE_TYPE', selfieKinds.has(kind) ? wrongSelfieType : wrongFileType);
      }
      throw error;
    }
    const existing = await repository.currentDocument(db, playerId, kind);
    if (existing?.status === 'approved') throw new AppError('KYC_DOCUMENT_APPROVED');
    const key = await store.put(checked.bytes);
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        const held = await repository.currentDocument(tx, playerId, kind, true);
        if (held?.status === 'approved') throw new AppError('KYC_DOCUMENT_APPROVED');
        if (held) await repository.retireDocument(tx, held.id, now);
        const row = await repository.insertDocument(tx, {
          id: randomUUID(),
          playerId,
          kind,
          status: 'pending_review',
          storageKey: key,
          mimeType: checked.mime,
          sizeBytes: checked.bytes.length,
          sha256: createHash('sha256').update(checked.bytes).digest('hex'),
          uploadedAt: now,
        });
        await refreshStanding(tx, playerId);
        return row;
      });
    } catch (error) {
      await store.discard(key).catch((discardError: unknown) => {
        log.error({ err: discardError, key }, 'an unrecorded document file could not be removed');
      });
      throw error;
    }
  }

  async function flows(playerId: number, since: Date | null) {
    return wallet.playerFlows(playerId, since);
  }

  /** Minutes of play in the window from `since` to now. */
  async function playedMinutes(playerId: number, since: Date): Promise<number> {
    const sessions = await repository.playSessionsSince(db, playerId, since);
    const ms = sessions.reduce((sum, session) => {
      const start = session.startedAt > since ? session.startedAt : since;
      return sum + Math.max(0, session.lastActivityAt.getTime() - start.getTime());
    }, 0);
    return Math.floor(ms / 60_000);
  }

  /** What a limit's window has used so far: minor units, or minutes for a session limit. */
  async function usage(playerId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<bigint> {
    const since = new Date(now.getTime() - hours(limitPeriodHours[period]));
    if (kind === 'session') return BigInt(await playedMinutes(playerId, since));
    const moved = await flows(playerId, since);
    if (kind === 'deposit') return moved.depositsStarted;
    if (kind === 'wager') return moved.wagered - moved.refunded;
    const loss = moved.wagered - moved.won - moved.refunded;
    return loss > 0n ? loss : 0n;
  }

  /** The limits in force now: waiting changes whose time has come are applied first. */
  async function limitsInForce(playerId: number): Promise<LimitRow[]> {
    const now = clock.now();
    const rows = await repository.limitsOf(db, playerId);
    if (!rows.some((row) => row.pendingEffectiveAt && row.pendingEffectiveAt <= now)) return rows;
    return db.transaction(async (tx) => {
      const locked = await repository.limitsOf(tx, playerId, true);
      for (const row of locked) {
        if (!row.pendingEffectiveAt || row.pendingEffectiveAt > now) continue;
        row.amount = row.pendingRemoval ? null : row.pendingAmount;
        row.pendingAmount = null;
        row.pendingRemoval = false;
        row.pendingEffectiveAt = null;
        row.updatedAt = now;
        await repository.saveLimit(tx, row);
      }
      return locked;
    });
  }

  const format = (kind: LimitKind, value: bigint, currency: string) =>
    kind === 'session' ? value.toString() : formatCurrencyAmount(value, currency);

  async function limitReply(
    playerId: number,
    currency: string,
    kind: LimitKind,
    period: LimitPeriod,
    row: LimitRow | undefined,
  ): Promise<PlayerLimit> {
    const used = await usage(playerId, kind, period, clock.now());
    const amount = row?.amount ?? null;
    const remaining = amount === null ? null : amount > used ? amount - used : 0n;
    return {
      kind,
      period,
      amount: amount === null ? null : format(kind, amount, currency),
      used: format(kind, used, currency),
      remaining: remaining === null ? null : format(kind, remaining, currency),
      pending: row?.pendingEffectiveAt
        ? {
            amount:
              row.pendingRemoval || row.pendingAmount === null
                ? null
                : format(kind, row.pendingAmount, currency),
            effective_at: row.pendingEffectiveAt.toISOString(),
          }
        : null,
    };
  }

  /** Records play now: extends the current play session, or opens one after a pause. */
  async function recordPlay(playerId: number): Promise<void> {
    const now = clock.now();
    const latest = await repository.latestPlaySession(db, playerId);
    if (latest && now.getTime() - latest.lastActivityAt.getTime() <= playSessionIdleMinutes * 60_000) {
      await repository.touchPlaySession(db, latest.id, now);
    } else {
      await repository.insertPlaySession(db, playerId, now);
    }
  }

  async function exclude(
    playerId: number,
    kind: 'cool_down' | 'self_exclusion',
    source: string,
    end: Date | null,
    periodCode: number | null,
  ) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const applied = await identity.excludeFromPlay(tx, playerId, end);
      await repository.insertExclusion(tx, {
        playerId,
        kind,
        periodCode,
        startsAt: now,
        endsAt: end,
        source,
      });
      for (const listener of onExcluded) await listener(tx, playerId, applied.until);
      return applied;
    });
    return {
      success: true as const,
      excluded_until: result.until?.toISOString() ?? null,
    };
  }

  function parseLimitAmount(kind: LimitKind, period: LimitPeriod, text: string, currency: string): bigint {
    if (kind === 'session') {
      const minutes = Number(text);
      const max = sessionLimitMaxMinutes(period);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > max) {
        throw validationError({ amount: [`A session limit is a whole number of minutes from 1 to ${max}.`] });
      }
      return BigInt(minutes);
    }
    let amount: bigint;
    try {
      amount = parseCurrencyAmount(text, currency);
    } catch (error) {
      if (error instanceof AmountError) {
        throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
      }
      throw error;
    }
    if (amount <= 0n) throw validationError({ amount: ['The limit must be more than zero.'] });
    return amount;
  }

  /** A document with the facts of its player, as the review queue shows it. */
  async function adminDocument(row: DocumentRow) {
    const subject = await identity.verificationSubject(row.playerId);
    return {
      ...documentReply(row),
      player: {
        id: subject.id,
        username: subject.username,
        name: subject.name,
        surname: subject.surname,
        status: subject.status,
        player_status: subject.playerStatus,
      },
    };
  }

  return {
    // ---- identity verification ----

    async verificationStatus(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const documents = await repository.currentDocuments(db, playerId);
      return {
        data: documents
          .filter((row) => row.status !== 'rejected')
          .map((row) => (isKind(row.kind) ? typeOfKind[row.kind] : null))
          .filter((type): type is number => type !== null)
          .sort((a, b) => a - b),
        documents: documents.map(documentReply),
        required: requiredDocumentTypes(subject.status),
        level: levelOf(subject, documents),
        status: subject.status,
        player_status: subject.playerStatus,
        details_locked: subject.playerStatus === playerStatus.verified,
      };
    },

    /** The profile's facts: uploaded type numbers, credited deposits. */
    async profileFacts(playerId: number): Promise<{ types: number[]; totalDeposit: bigint }> {
      const [documents, moved] = await Promise.all([
        repository.currentDocuments(db, playerId),
        flows(playerId, null),
      ]);
      return {
        types: documents
          .filter((row) => row.status !== 'rejected' && isKind(row.kind))
          .map((row) => typeOfKind[row.kind as KycDocumentKind])
          .filter((type): type is number => type !== null)
          .sort((a, b) => a - b),
        totalDeposit: moved.depositsCredited,
      };
    },

    /** `POST /account/verification-document`: one file of type 1..5. */
    async uploadDocument(playerId: number, type: number, file: UploadedFile) {
      const kind = kindOfType(type);
      if (!kind) throw validationError({ type: ['The selected type is invalid.'] });
      const row = await storeDocument(playerId, kind, file, singleUploadTooLarge);
      return documentReply(row);
    },

    /** `POST /kyc/upload-multiple`: each file stored or refused on its own; none at all is refused. */
    async uploadMultiple(playerId: number, files: ReadonlyMap<string, UploadedFile>) {
      if (files.size === 0) throw new AppError('KYC_NO_DOCUMENTS');
      const uploaded: { type: DocumentKind; status: DocumentStatus }[] = [];
      // Each refusal in whichever language the request asks for: the HTTP layer words it.
      const failed: { type: string; reason: LocalizedText }[] = [];
      for (const [field, file] of files) {
        if (!isFormField(field)) {
          failed.push({
            type: field,
            reason: (locale) => translatorFor(locale)('replies.documentTypeRefused'),
          });
          continue;
        }
        try {
          const row = await storeDocument(playerId, kindOfFormField[field], file, multiUploadTooLarge);
          uploaded.push({ type: field, status: row.status as DocumentStatus });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failed.push({
            type: field,
            reason: (locale) => localizedError(error.message, undefined, locale, error.text).message,
          });
        }
      }
      return { uploaded_documents: uploaded, failed_documents: failed };
    },

    async kycStatus(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const documents = await repository.currentDocuments(db, playerId);
      const states = Object.fromEntries(
        documentKinds.map((field) => {
          const row = documents.find((document) => document.kind === kindOfFormField[field]);
          return [
            field,
            {
              submitted: row !== undefined,
              status: (row?.status ?? 'not_submitted') as DocumentStatus,
              rejection_reason: row?.rejectionReason ?? null,
              uploaded_at: row?.uploadedAt.toISOString() ?? null,
            },
          ];
        }),
      ) as Record<
        DocumentKind,
        {
          submitted: boolean;
          status: DocumentStatus;
          rejection_reason: string | null;
          uploaded_at: string | null;
        }
      >;
      return {
        document_status: states,
        player_status: subject.playerStatus,
        level: levelOf(subject, documents),
      };
    },

    /** `DELETE /kyc/documents/{type}`: a form field, a kind, or a type number; approved ones stay. */
    async withdrawDocument(playerId: number, type: string): Promise<void> {
      const kind = isFormField(type)
        ? kindOfFormField[type]
        : isKind(type)
          ? type
          : /^\d+$/.test(type)
            ? kindOfType(Number(type))
            : undefined;
      if (!kind) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      await db.transaction(async (tx) => {
        const row = await repository.currentDocument(tx, playerId, kind, true);
        if (!row) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
        if (row.status === 'approved') throw new AppError('KYC_DOCUMENT_APPROVED');
        await repository.retireDocument(tx, row.id, clock.now());
        await refreshStanding(tx, playerId);
      });
    },

    /** A document's bytes for its owner (or, with `playerId` undefined, for a reviewer). */
    async documentFile(id: string, playerId: number | undefined) {
      const row = await repository.findDocument(db, id);
      if (!row || (playerId !== undefined && row.playerId !== playerId)) {
        throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      }
      const extension =
        row.mimeType === 'application/pdf' ? 'pdf' : row.mimeType === 'image/png' ? 'png' : 'jpg';
      return {
        bytes: await store.read(row.storageKey),
        mime: row.mimeType,
        fileName: `${row.kind}-${row.id.slice(0, 8)}.${extension}`,
      };
    },

    /** `POST /account/verification`: the personal details; locked once the player is verified. */
    async submitDetails(
      playerId: number,
      input: VerificationDetailsInput,
      caller: CallerContext,
    ): Promise<void> {
      const subject = await identity.verificationSubject(playerId);
      await identity.fillVerificationDetails(
        playerId,
        input,
        caller,
        subject.playerStatus === playerStatus.verified,
      );
      await db.transaction((tx) => refreshStanding(tx, playerId));
    },

    // ---- review (back office) ----

    async reviewQueue(status: DocumentStatus | undefined, playerId: number | undefined) {
      const rows = await repository.documentQueue(
        db,
        status === 'not_submitted' ? 'pending_review' : (status ?? 'pending_review'),
        playerId,
        200,
      );
      return Promise.all(rows.map((row) => adminDocument(row)));
    },

    adminDocument,

    /** A reviewer's decision inside the back office's audited transaction: the document before and after. */
    async decideDocument(
      tx: DbExecutor,
      id: string,
      reviewerId: number,
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      const before = await repository.findDocument(tx, id, true);
      if (!before || !before.current) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      if (before.status !== 'pending_review') throw new AppError('KYC_DOCUMENT_REVIEWED');
      const after = await repository.reviewDocument(tx, id, {
        status: decision.approve ? 'approved' : 'rejected',
        rejectionReason: decision.approve ? null : decision.reason,
        reviewedAt: clock.now(),
        reviewedBy: reviewerId,
      });
      if (!after) throw new AppError('KYC_DOCUMENT_REVIEWED');
      await refreshStanding(tx, after.playerId);
      return { before: documentReply(before), after };
    },

    // ---- limits ----

    async limits(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const rows = await limitsInForce(playerId);
      const data: PlayerLimit[] = [];
      for (const kind of limitKinds) {
        for (const period of limitPeriods) {
          const row = rows.find((limit) => limit.kind === kind && limit.period === period);
          data.push(await limitReply(playerId, subject.currency, kind, period, row));
        }
      }
      return {
        data,
        currency: subject.currency,
        reality_check_minutes: settings.realityCheckMinutes,
        increase_delay_hours: limitIncreaseDelayHours,
      };
    },

    /** Lowering (or a first limit) applies at once; raising or removing waits 24 hours. */
    async setLimit(playerId: number, kind: LimitKind, period: LimitPeriod, amountText: string | null) {
      const subject = await identity.verificationSubject(playerId);
      const wanted =
        amountText === null ? null : parseLimitAmount(kind, period, amountText, subject.currency);
      await limitsInForce(playerId);
      const now = clock.now();
      const applied = await db.transaction(async (tx) => {
        const rows = await repository.limitsOf(tx, playerId, true);
        const row: LimitRow = rows.find((limit) => limit.kind === kind && limit.period === period) ?? {
          playerId,
          kind,
          period,
          amount: null,
          pendingAmount: null,
          pendingRemoval: false,
          pendingEffectiveAt: null,
          updatedAt: now,
        };
        const current = row.amount;
        const tighter = wanted !== null && (current === null || wanted <= current);
        if (tighter || (wanted === null && current === null)) {
          row.amount = wanted;
          row.pendingAmount = null;
          row.pendingRemoval = false;
          row.pendingEffectiveAt = null;
        } else {
          row.pendingAmount = wanted;
          row.pendingRemoval = wanted === null;
          row.pendingEffectiveAt = new Date(now.getTime() + hours(limitIncreaseDelayHours));
        }
        row.updatedAt = now;
        await repository.saveLimit(tx, row);
        return { row, applied: tighter || (wanted === null && current === null) };
      });
      return {
        data: await limitReply(playerId, subject.currency, kind, period, applied.row),
        applied: applied.applied,
        /** When a raise or a removal takes effect; null when the change is in force already. */
        changesAt: applied.applied ? null : applied.row.pendingEffectiveAt,
      };
    },

    // ---- gates ----

    /** Before a deposit starts: refused above what is left of any deposit limit, with the amount left. */
    async checkDeposit(playerId: number, amount: bigint, currency: string): Promise<void> {
      const rows = (await limitsInForce(playerId)).filter(
        (row) => row.kind === 'deposit' && row.amount !== null,
      );
      const now = clock.now();
      for (const row of rows) {
        const limit = row.amount ?? 0n;
        const used = await usage(playerId, 'deposit', row.period as LimitPeriod, now);
        if (used + amount <= limit) continue;
        const left = limit > used ? limit - used : 0n;
        const period = row.period as LimitPeriod;
        throw refusal(
          'LIMIT_DEPOSIT_REACHED',
          (locale) =>
            left > 0n
              ? translatorFor(locale)(`refusals.depositLimitLeft.${period}`, {
                  amount: formatMoney(locale.bcp47, left, currency),
                })
              : translatorFor(locale)(`refusals.depositLimitUsed.${period}`),
          { period, left: formatCurrencyAmount(left, currency), currency },
          'amount',
        );
      }
    },

    /** Before a withdrawal: full verification once credited deposits reach the operator's threshold. */
    async checkWithdrawal(playerId: number): Promise<void> {
      const subject = await identity.verificationSubject(playerId);
      const documents = await repository.currentDocuments(db, playerId);
      if (levelOf(subject, documents) === verificationLevels.full) return;
      const threshold = settings.withdrawalVerificationThresholds[subject.currency] ?? 0n;
      const deposited = (await flows(playerId, null)).depositsCredited;
      if (deposited < threshold) return;
      throw new AppError(
        'CASHIER_VERIFICATION_REQUIRED',
        'Please verify your identity before withdrawing: upload your documents on the verification page.',
      );
    },

    /** Before a game opens: refused past a session time limit; the launch counts as play. */
    async checkLaunch(playerId: number): Promise<void> {
      const rows = (await limitsInForce(playerId)).filter(
        (row) => row.kind === 'session' && row.amount !== null,
      );
      const now = clock.now();
      for (const row of rows) {
        const used = await usage(playerId, 'session', row.period as LimitPeriod, now);
        if (used >= (row.amount ?? 0n)) throw new AppError('LIMIT_SESSION_REACHED');
      }
      await recordPlay(playerId);
    },

    /** The wallet API's question before a bet: false past a loss, wager or session limit. */
    async allowsBet(bet: { playerId: number; currency: string; amount: bigint }): Promise<boolean> {
      const rows = (await limitsInForce(bet.playerId)).filter(
        (row) => row.amount !== null && row.kind !== 'deposit',
      );
      const now = clock.now();
      for (const row of rows) {
        const kind = row.kind as LimitKind;
        const used = await usage(bet.playerId, kind, row.period as LimitPeriod, now);
        const limit = row.amount ?? 0n;
        if (kind === 'session' ? used >= limit : used + bet.amount > limit) return false;
      }
      await recordPlay(bet.playerId);
      return true;
    },

    async realityCheck(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const now = clock.now();
      const latest = await repository.latestPlaySession(db, playerId);
      const live =
        latest && now.getTime() - latest.lastActivityAt.getTime() <= playSessionIdleMinutes * 60_000
          ? latest
          : undefined;
      const moved = live ? await flows(playerId, live.startedAt) : undefined;
      const wagered = moved ? moved.wagered : 0n;
      const won = moved ? moved.won + moved.refunded : 0n;
      return {
        interval_minutes: settings.realityCheckMinutes,
        session_started_at: live?.startedAt.toISOString() ?? null,
        session_minutes: live ? Math.floor((now.getTime() - live.startedAt.getTime()) / 60_000) : 0,
        wagered: formatCurrencyAmount(wagered, subject.currency),
        won: formatCurrencyAmount(won, subject.currency),
        net: formatCurrencyAmount(won - wagered, subject.currency),
        currency: subject.currency,
      };
    },

    // ---- self-exclusion ----

    /** `POST /user/status` (status 1): the self-exclusion starts with a 24-hour cool-down at once. */
    requestSelfExclusion: (playerId: number) =>
      exclude(playerId, 'self_exclusion', 'user_status', exclusionEnd(coolDownLength, clock.now()), null),

    coolDown: (playerId: number) =>
      exclude(playerId, 'cool_down', 'cool_down', exclusionEnd(coolDownLength, clock.now()), null),

    async deactivate(playerId: number, code: number) {
      const period = findDeactivationPeriod(code);
      if (!period) throw validationError({ type: ['Please select a self-exclusion period'] });
      return exclude(
        playerId,
        'self_exclusion',
        'deactivate_account',
        exclusionEnd(period.length, clock.now()),
        code,
      );
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
