// Where verification documents are kept: behind an interface (a local directory by default, an object
// store later), never under a public path. A file is written under a new key, completely, before the
// database row that points at it; a replaced document keeps its file (the record an AML audit asks for).
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface DocumentStore {
  /** Stores the bytes and answers their key; the file is complete and synced when this resolves. */
  put(bytes: Uint8Array): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes a file whose database row was never written (a failed upload). */
  discard(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function createLocalDocumentStore(directory: string): DocumentStore {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`not a document key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async put(bytes) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.part`;
      const handle = await open(partial, 'wx', 0o600);
      try {
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, target);
      } catch (error) {
        // A file half written (a full disk) is no document: nothing may stay without its row.
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    async discard(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
