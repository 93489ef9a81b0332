// Multipart bodies (document uploads): the plugin registered with one set of options, and one reader that
// takes the whole body before any route acts on it. busboy reports an unreadable body (no boundary, a part
// cut short, a boundary the body never uses) as a plain Error, which would otherwise answer 500; the reader
// turns it into the catalogue's 400, and since nothing is handed over until the body has ended, a refused
// upload stores nothing.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** A file part as read: cut at the reader's limit, `truncated` set when it went past it. */
export interface MultipartFile {
  readonly bytes: Buffer;
  readonly truncated: boolean;
  readonly fileName: string;
}

export interface MultipartBody {
  readonly fields: Map<string, string>;
  readonly files: Map<string, MultipartFile>;
}

/** Adds multipart parsing to `app`'s scope; oversized files are cut and flagged, not thrown. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false });
}

/** The plugin's own refusals (too many parts, files or fields; `__proto__` names) keep their codes. */
function isPluginRefusal(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('FST_');
}

/**
 * Reads a multipart body whole: text fields, and files cut at `maxBytes`. A body that is not multipart
 * reads as empty (the route's own checks then name the missing fields).
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartBody> {
  const fields = new Map<string, string>();
  const files = new Map<string, MultipartFile>();
  if (!request.isMultipart()) return { fields, files };
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 8, fields: 16, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (chunks.length === 0 && !part.filename) continue;
      files.set(part.fieldname, {
        bytes: Buffer.concat(chunks),
        truncated: part.file.truncated,
        fileName: part.filename,
      });
    }
  } catch (error) {
    if (isPluginRefusal(error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('MALFORMED_REQUEST');
  }
  return { fields, files };
}
