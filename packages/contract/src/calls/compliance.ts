// Identity verification and responsible-gambling calls of a logged-in player (issue 9): document uploads
// (single and multiple), their statuses, the verification details form, self-exclusion, cool-down and
// deactivation, limits and the reality check. Multipart bodies are read by the handler, not by a schema.
import { z } from 'zod';
import { documentKinds, documentStatuses } from '../constants/kyc';
import { limitKinds, limitPeriods } from '../constants/limits';
import { fieldMessages, int4Max, messageReply, timestamp } from '../fields';
import { defineRoute } from '../route';

/** The kinds of stored documents: the single form's five types and the multi-upload's bank statement. */
export const kycDocumentKinds = [
  'identity_front',
  'identity_back',
  'proof_of_address',
  'selfie_with_credit_card',
  'selfie_with_identity',
  'bank_statement',
] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

export const documentStatusSchema = z.enum(documentStatuses);

export const verificationDocument = z
  .object({
    id: z.string(),
    /** The single form's type number, null for a bank statement. */
    type: z.number().int().nullable(),
    kind: z.enum(kycDocumentKinds),
    status: documentStatusSchema,
    rejection_reason: z.string().nullable(),
    uploaded_at: timestamp,
    reviewed_at: timestamp.nullable(),
    mime_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'VerificationDocument' });
export type VerificationDocument = z.infer<typeof verificationDocument>;

/** 0 none, 1 details on file, 2 identity document approved, 3 full (every required document approved). */
export const verificationLevels = { none: 0, details: 1, identity: 2, full: 3 } as const;

/**
 * The checklist's states: a document's review states, and `saved` for personal details on file (details are
 * not reviewed on their own: they are checked against the approved documents).
 */
export const checklistStatuses = [...documentStatuses, 'saved'] as const;
export type ChecklistStatus = (typeof checklistStatuses)[number];

/** One thing full verification needs: a document kind, or `details` for the personal details form. */
export const verificationChecklistItem = z
  .object({
    /** `instant_verification`: the provider's session (decision 0905), needed only once it approved. */
    item: z.enum([...kycDocumentKinds, 'details', 'instant_verification']),
    /** The single form's type number of a document, null for the details. */
    type: z.number().int().nullable(),
    /** `not_submitted` for a missing document or missing details. */
    status: z.enum(checklistStatuses),
    rejection_reason: z.string().nullable(),
  })
  .meta({ id: 'VerificationChecklistItem' });
export type VerificationChecklistItem = z.infer<typeof verificationChecklistItem>;

export const verificationStatusReply = z.object({
  /** The spec's list: the type numbers uploaded and not rejected (1..5). */
  data: z.array(z.number().int()),
  documents: z.array(verificationDocument),
  /** The type numbers this player is asked for (4, the card selfie, only at user status 7). */
  required: z.array(z.number().int()),
  level: z.number().int(),
  status: z.number().int(),
  player_status: z.number().int(),
  /** The player's details are verified and can no longer be changed. */
  details_locked: z.boolean(),
  /**
   * What full verification needs, in order: the documents it asks for, any other identity document sent
   * (one waiting or refused holds verification back until approved or replaced), then the details. The
   * player is verified when every document listed is approved and the details are saved.
   */
  checklist: z.array(verificationChecklistItem),
});

export const verificationDocumentReply = z.object({
  message: z.string(),
  data: z.object({ message: z.string(), document: verificationDocument }),
});

export const uploadVerificationDocument = defineRoute({
  method: 'POST',
  path: '/api/account/verification-document',
  summary: 'Uploads one verification document (multipart: type 1..5, image); JPEG, PNG or PDF up to 8 MB',
  tags: ['compliance'],
  auth: 'player',
  reply: verificationDocumentReply,
});

export const verificationStatus = defineRoute({
  method: 'GET',
  path: '/api/account/verification-status',
  summary: "The player's documents and where the verification stands",
  tags: ['compliance'],
  auth: 'player',
  reply: verificationStatusReply,
});

export const uploadMultipleDocuments = defineRoute({
  method: 'POST',
  path: '/api/kyc/upload-multiple',
  summary:
    'Uploads several documents at once (multipart: proof_of_identity, proof_of_address, bank_statement, selfie_with_identity)',
  tags: ['compliance'],
  auth: 'player',
  reply: z.object({
    message: z.string(),
    uploaded_documents: z.array(z.object({ type: z.enum(documentKinds), status: documentStatusSchema })),
    failed_documents: z.array(z.object({ type: z.string(), reason: z.string() })),
  }),
});

export const kycDocumentState = z.object({
  submitted: z.boolean(),
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  uploaded_at: timestamp.nullable(),
});

export const kycStatus = defineRoute({
  method: 'GET',
  path: '/api/kyc/status',
  summary: 'Where each document of the multi-upload form stands',
  tags: ['compliance'],
  auth: 'player',
  reply: z.object({
    document_status: z.record(z.enum(documentKinds), kycDocumentState),
    player_status: z.number().int(),
    level: z.number().int(),
  }),
});

const documentTypeParam = z.object({
  type: z.string().regex(/^[a-z_0-9]{1,40}$/, 'The document type is not valid.'),
});

export const deleteKycDocument = defineRoute({
  method: 'DELETE',
  path: '/api/kyc/documents/:type',
  summary: 'Withdraws a pending or rejected document so it can be replaced (404 when there is none)',
  tags: ['compliance'],
  auth: 'player',
  params: documentTypeParam,
  reply: messageReply,
});

export const kycDocumentFile = defineRoute({
  method: 'GET',
  path: '/api/kyc/documents/:id/file',
  summary: "Downloads one of the player's own documents (as an attachment)",
  tags: ['compliance'],
  auth: 'player',
  params: z.object({ id: z.uuid() }),
  reply: z.any(),
});

const wholeNumber = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number(fieldMessages(label, `The ${label.replace('_', ' ')} must be a number.`)).int(),
  );

const detailText = (label: string, max = 191) =>
  z
    .string(fieldMessages(label, `The ${label} must be text.`))
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const verificationDetails = defineRoute({
  method: 'POST',
  path: '/api/account/verification',
  summary:
    "The verification form's personal details; details already on file are locked, a verified player's all",
  tags: ['compliance'],
  auth: 'player',
  body: z.object({
    name: detailText('name'),
    surname: detailText('surname'),
    birth_day: wholeNumber('birth_day'),
    birth_month: wholeNumber('birth_month'),
    birth_year: wholeNumber('birth_year'),
    address: detailText('address'),
    city: detailText('city', 100),
    user_phone: z.string().trim().max(32).optional(),
    user_country: wholeNumber('user_country').optional(),
    user_gender: z.enum(['male', 'female', 'other']).optional(),
  }),
  reply: z.object({ success: z.literal(true), message: z.string(), data: z.object({ message: z.string() }) }),
});

export const exclusionReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** null: permanent. */
  excluded_until: timestamp.nullable(),
});

export const selfExclusionRequest = defineRoute({
  method: 'POST',
  path: '/api/user/status',
  summary: 'Self-exclusion (status = 1): a 24-hour cool-down at once; the player is logged out',
  tags: ['compliance'],
  auth: 'player',
  body: z.object({
    status: z.preprocess(
      (value) => (typeof value === 'string' ? Number(value) : value),
      z.literal(1, { error: 'The status must be 1.' }),
    ),
  }),
  reply: exclusionReply,
});

export const coolDown = defineRoute({
  method: 'POST',
  path: '/api/account/cool-down',
  summary: 'A 24-hour time-out: login, deposits and play are refused until it ends',
  tags: ['compliance'],
  auth: 'player',
  reply: exclusionReply,
});

export const deactivateAccount = defineRoute({
  method: 'POST',
  path: '/api/account/deactive-account',
  summary:
    'Self-exclusion for a period: type 2 one week, 3 one month, 4 six months, 5 one year, 6 permanent, 7 three months',
  tags: ['compliance'],
  auth: 'player',
  body: z.object({
    type: z.preprocess(
      (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
      z
        .number({ error: 'Please select a self-exclusion period' })
        .int()
        .min(2, 'Please select a self-exclusion period')
        .max(7, 'Please select a self-exclusion period'),
    ),
    method: z.string().max(40).optional().nullable(),
  }),
  reply: exclusionReply,
});

export const playerLimit = z
  .object({
    kind: z.enum(limitKinds),
    period: z.enum(limitPeriods),
    /** Decimal amount in the player's currency; whole minutes for a session limit; null: no limit. */
    amount: z.string().nullable(),
    used: z.string(),
    /** What is left of the limit in its current window; null without a limit. */
    remaining: z.string().nullable(),
    /** A waiting increase or removal: the new amount (null: removal) and when it takes effect. */
    pending: z.object({ amount: z.string().nullable(), effective_at: timestamp }).nullable(),
  })
  .meta({ id: 'PlayerLimit' });
export type PlayerLimit = z.infer<typeof playerLimit>;

export const limitsReply = z.object({
  data: z.array(playerLimit),
  currency: z.string(),
  reality_check_minutes: z.number().int(),
  increase_delay_hours: z.number().int(),
});

export const playerLimits = defineRoute({
  method: 'GET',
  path: '/api/account/limits',
  summary: "The player's deposit, loss, wager and session limits per period, with their waiting changes",
  tags: ['compliance'],
  auth: 'player',
  reply: limitsReply,
});

/** One limit to set, lower, raise or remove: the player's own call, and the back office's on their behalf. */
export const playerLimitChange = z.object({
  kind: z.enum(limitKinds, { error: 'Choose a limit.' }),
  period: z.enum(limitPeriods, { error: 'Choose a period.' }),
  /** null removes the limit. */
  amount: z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'The amount must be a positive number.')
      .nullable(),
  ),
});

export const setPlayerLimit = defineRoute({
  method: 'PUT',
  path: '/api/account/limits',
  summary: 'Sets, lowers, raises or removes one limit: lowering is immediate, raising or removing waits 24 h',
  tags: ['compliance'],
  auth: 'player',
  body: playerLimitChange,
  reply: z.object({ message: z.string(), data: playerLimit, applied: z.boolean() }),
});

export const realityCheck = defineRoute({
  method: 'GET',
  path: '/api/account/reality-check',
  summary: 'The current play session: when it started, minutes played, and the net result',
  tags: ['compliance'],
  auth: 'player',
  reply: z.object({
    interval_minutes: z.number().int(),
    session_started_at: timestamp.nullable(),
    session_minutes: z.number().int(),
    wagered: z.string(),
    won: z.string(),
    /** Wins and refunds minus bets: negative is a loss. */
    net: z.string(),
    currency: z.string(),
  }),
});

/** The player's answer to the reality check: keep playing, or stop and leave the game. */
export const realityCheckAnswers = ['continue', 'stop'] as const;
export type RealityCheckAnswer = (typeof realityCheckAnswers)[number];

export const answerRealityCheck = defineRoute({
  method: 'POST',
  path: '/api/account/reality-check',
  summary:
    "Records the player's answer to the reality check due now in their play session (the check's due time identifies it: an answer sent again is recorded once)",
  tags: ['compliance'],
  auth: 'player',
  body: z.object({
    answer: z.enum(realityCheckAnswers),
    /** How long the dialog was on screen before the answer, in whole seconds (the client's clock is not trusted). */
    shown_seconds: z.number().int().min(0).max(86_400).optional(),
  }),
  reply: z.object({
    answer: z.enum(realityCheckAnswers),
    /** When the check fell due: the play session's start plus a whole number of intervals. */
    due_at: timestamp,
    shown_at: timestamp,
    answered_at: timestamp,
    session_minutes: z.number().int(),
    /** The session's net result at the answer, as the dialog shows it: negative is a loss. */
    net: z.string(),
    currency: z.string(),
  }),
});

// Back office: the review queue of compliance operators.

export const adminKycDocument = verificationDocument.extend({
  player: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    status: z.number().int(),
    player_status: z.number().int(),
  }),
});

export const adminKycDocuments = defineRoute({
  method: 'GET',
  path: '/api/admin/kyc/documents',
  summary: 'The review queue: documents of a status (pending_review by default), oldest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: documentStatusSchema.optional(),
    player_id: z.coerce.number().int().positive().max(int4Max).optional(),
  }),
  reply: z.object({ data: z.array(adminKycDocument) }),
});

const adminDocumentParams = z.object({ id: z.uuid() });

export const adminApproveKycDocument = defineRoute({
  method: 'POST',
  path: '/api/admin/kyc/documents/:id/approve',
  summary: "Approves a pending document; the player's verification moves on",
  tags: ['backoffice'],
  auth: 'admin',
  params: adminDocumentParams,
  reply: z.object({ message: z.string(), data: adminKycDocument }),
});

export const adminRejectKycDocument = defineRoute({
  method: 'POST',
  path: '/api/admin/kyc/documents/:id/reject',
  summary: 'Rejects a pending document with a reason the player sees',
  tags: ['backoffice'],
  auth: 'admin',
  params: adminDocumentParams,
  body: z.object({
    reason: z
      .string(fieldMessages('reason', 'The reason must be text.'))
      .trim()
      .min(3, 'Give the player a reason.')
      .max(500, 'The reason may not be greater than 500 characters.'),
  }),
  reply: z.object({ message: z.string(), data: adminKycDocument }),
});

export const adminKycDocumentFile = defineRoute({
  method: 'GET',
  path: '/api/admin/kyc/documents/:id/file',
  summary: 'Downloads a document for review (as an attachment)',
  tags: ['backoffice'],
  auth: 'admin',
  params: adminDocumentParams,
  reply: z.any(),
});
