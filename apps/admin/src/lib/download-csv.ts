// Saves a call's CSV answer (`?format=csv`, decision 0720) as a file: the shared client fetches it with
// the operator's bearer token (a 401 ends the session like any call), then the blob is handed to the
// browser's download through a temporary object URL.
import type { RouteDefinition } from '@reelvault/contract/route';
import type { ApiClient } from './api-client';

export interface CsvDownload {
  readonly route: RouteDefinition;
  /** The call's filters; `format: 'csv'` is added. */
  readonly query?: Record<string, unknown>;
  readonly params?: Record<string, string | number>;
  /** The saved file's name, `.csv` included. */
  readonly fileName: string;
}

/** Fetches the CSV and saves it; throws the call's ApiError when the server refuses. */
export async function downloadCsv(api: ApiClient, download: CsvDownload): Promise<void> {
  const blob = await api.file(download.route, download.params ?? {}, undefined, {
    ...download.query,
    format: 'csv',
  });
  saveBlob(blob, download.fileName);
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
