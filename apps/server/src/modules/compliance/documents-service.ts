// Identity verification: documents uploaded, replaced and withdrawn by the player, reviewed in the back
// office, the personal details of the verification form, and the player's standing (status and
// player_status) that moves with them; the withdrawal gate that asks for full verification.
import { createHash, randomUUID } from 'node:crypto';
import { verificationLevels, type KycDocumentKind } from '@reelvault/contract/calls/compliance';
import {
  documentKinds,
  requiredDocumentTypes,
  type DocumentKind,
  type DocumentStatus,
} from '@reelvault/contract/constants/kyc';
import { errorCatalogue } from '@reelvault/contract/errors';
import { needsVerification, playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError, validationError } from '../../http/app-error';
import { localizedError, translatorFor, type LocalizedText } from '../../i18n/server-texts';
import type { CallerContext } from '../identity/service';
import type { ComplianceIdentity, ComplianceSettings, ComplianceWallet } from './collaborators';
import { DocumentRefused, inspectDocument } from './document-files';
import {
  acceptedMimes,
  detailsOfForm,
  documentReply,
  isFormField,
  isSelfie,
  kindNamed,
  kindOfFormField,
  kindOfType,
  levelOf,
  multiUploadTooLarge,
  nameAgrees,
  singleUploadTooLarge,
  submittedTypes,
  verificationChecklist,
  wrongFileType,
  wrongSelfieType,
  type InstantVerificationState,
  type UploadedFile,
  type VerificationForm,
} from './document-rules';
import type { DocumentStore } from './document-store';
import type { ComplianceRepository, DocumentRow } from './repository';

export interface DocumentsDependencies {
  readonly repository: ComplianceRepository;
  readonly transactor: Transactor;
  readonly clock: Clock;
  readonly identity: ComplianceIdentity;
  readonly wallet: ComplianceWallet;
  readonly store: DocumentStore;
  readonly settings: Pick<ComplianceSettings, 'withdrawalVerificationThresholds'>;
  readonly log: Pick<FastifyBaseLogger, 'error'>;
  /** The player's latest instant verification (decision 0905); none when it is not wired. */
  readonly latestInstantVerification?: (
    executor: DbExecutor,
    playerId: number,
  ) => Promise<InstantVerificationState | undefined>;
}

type DocumentDecision = { approve: true } | { approve: false; reason: string };

export function createDocumentsService(dependencies: DocumentsDependencies) {
  const { repository, transactor, clock, identity, wallet, store, settings, log } = dependencies;
  const db = transactor.db;
  const instantOf = (executor: DbExecutor, playerId: number) =>
    dependencies.latestInstantVerification?.(executor, playerId) ?? Promise.resolve(undefined);

  /**
   * Moves the player's status and player_status with their documents and instant verification (inside
   * the caller's transaction).
   */
  async function refreshStanding(executor: DbExecutor, playerId: number): Promise<void> {
    const subject = await identity.verificationSubject(playerId, executor);
    const documents = await repository.currentDocuments(executor, playerId);
    const level = levelOf(subject, documents, await instantOf(executor, playerId));
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

  /**
   * The file as it will be stored (cleaned, decision 0207), or the refusal the player reads (too large, too
   * many pixels, not an accepted type, a PDF that cannot be cleaned).
   */
  async function checkedFile(kind: KycDocumentKind, file: UploadedFile, tooLarge: string) {
    if (file.truncated) throw new AppError('KYC_FILE_TOO_LARGE', tooLarge);
    try {
      const checked = await inspectDocument(file.bytes, acceptedMimes(kind));
      if (!nameAgrees(file.fileName, checked.mime)) throw new DocumentRefused('type');
      return checked;
    } catch (error) {
      if (error instanceof DocumentRefused) {
        if (error.reason === 'pixels') throw new AppError('KYC_IMAGE_TOO_LARGE');
        if (error.reason === 'pdf') throw new AppError('KYC_PDF_REFUSED');
        throw new AppError('KYC_FILE_TYPE', isSelfie(kind) ? wrongSelfieType : wrongFileType);
      }
      throw error;
    }
  }

  /** Checks and stores one file for `kind`, replacing a pending or rejected one; refuses over an approved one. */
  async function storeDocument(
    playerId: number,
    kind: KycDocumentKind,
    file: UploadedFile,
    tooLarge: string,
  ): Promise<DocumentRow> {
    const checked = await checkedFile(kind, file, tooLarge);
    const existing = await repository.currentDocument(db, playerId, kind);
    if (existing?.status === 'approved') throw new AppError('KYC_DOCUMENT_APPROVED');
    const key = await store.put(checked.bytes);
    try {
      return await transactor.run(async (tx) => {
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

  /** The state of each field of the multi-upload form. */
  function formStates(documents: readonly DocumentRow[]) {
    return Object.fromEntries(
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
  }

  return {
    refreshStanding,

    async verificationStatus(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const documents = await repository.currentDocuments(db, playerId);
      const instant = await instantOf(db, playerId);
      return {
        data: submittedTypes(documents),
        documents: documents.map(documentReply),
        required: requiredDocumentTypes(subject.status),
        level: levelOf(subject, documents, instant),
        status: subject.status,
        player_status: subject.playerStatus,
        details_locked: subject.playerStatus === playerStatus.verified,
        checklist: verificationChecklist(subject, documents, instant),
      };
    },

    /** The profile's facts: uploaded type numbers, credited deposits. */
    async profileFacts(playerId: number): Promise<{ types: number[]; totalDeposit: bigint }> {
      const [documents, moved] = await Promise.all([
        repository.currentDocuments(db, playerId),
        wallet.playerFlows(playerId, null),
      ]);
      return { types: submittedTypes(documents), totalDeposit: moved.depositsCredited };
    },

    /** `POST /account/verification-document`: one file of type 1..5. */
    async uploadDocument(playerId: number, type: number, file: UploadedFile) {
      const kind = kindOfType(type);
      if (!kind) throw validationError({ type: ['The selected type is invalid.'] });
      return documentReply(await storeDocument(playerId, kind, file, singleUploadTooLarge));
    },

    /** `POST /kyc/upload-multiple`: each file stored or refused on its own; none at all is refused. */
    async uploadMultiple(playerId: number, files: ReadonlyMap<string, UploadedFile>) {
      // A 422 carries field errors (DESIGN.md section 3): the message again, under the form's documents.
      if (files.size === 0) {
        const message = errorCatalogue.KYC_NO_DOCUMENTS.message;
        throw new AppError('KYC_NO_DOCUMENTS', message, { documents: [message] });
      }
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
      return {
        document_status: formStates(documents),
        player_status: subject.playerStatus,
        level: levelOf(subject, documents, await instantOf(db, playerId)),
      };
    },

    /** `DELETE /kyc/documents/{type}`: a form field, a kind, or a type number; approved ones stay. */
    async withdrawDocument(playerId: number, type: string): Promise<void> {
      const kind = kindNamed(type);
      if (!kind) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      await transactor.run(async (tx) => {
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

    /**
     * `POST /account/verification`: the personal details, checked against today (a real birthday, the
     * minimum age); details on file are locked, all of them once the player is verified.
     */
    async submitDetails(playerId: number, form: VerificationForm, caller: CallerContext): Promise<void> {
      const details = detailsOfForm(form, clock.now());
      const subject = await identity.verificationSubject(playerId);
      await identity.fillVerificationDetails(
        playerId,
        details,
        caller,
        subject.playerStatus === playerStatus.verified,
      );
      await transactor.run((tx) => refreshStanding(tx, playerId));
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
    async decideDocument(tx: DbExecutor, id: string, reviewerId: number, decision: DocumentDecision) {
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

    /** Before a withdrawal: full verification once credited deposits reach the operator's threshold. */
    async checkWithdrawal(playerId: number): Promise<void> {
      const subject = await identity.verificationSubject(playerId);
      const documents = await repository.currentDocuments(db, playerId);
      if (levelOf(subject, documents, await instantOf(db, playerId)) === verificationLevels.full) return;
      const threshold = settings.withdrawalVerificationThresholds[subject.currency] ?? 0n;
      const deposited = (await wallet.playerFlows(playerId, null)).depositsCredited;
      if (deposited < threshold) return;
      throw new AppError(
        'CASHIER_VERIFICATION_REQUIRED',
        'Please verify your identity before withdrawing: upload your documents on the verification page.',
      );
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
