// POST /api/account/verification-document (multipart: type, image). Sent with XMLHttpRequest, the one
// browser API that reports upload progress; headers and errors as the API client's.
import { errorBodySchema, errorCodeOf } from '@reelvault/contract/errors';
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import type { ReplyOf } from '@reelvault/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { currentLocale } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-error';
import { authStore } from '@/lib/auth-store';
import { playerQueryKey } from '@/lib/auth';

export type UploadReply = ReplyOf<typeof complianceCalls.uploadVerificationDocument>;

/** Posts a multipart form to `path`, reporting upload progress, and reads the reply with `reply`. */
export function postMultipart<T>(
  path: string,
  form: FormData,
  reply: { safeParse: (body: unknown) => { success: true; data: T } | { success: false } },
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLocale().bcp47);
    request.setRequestHeader('X-Site-Id', env.siteId);
    const token = authStore.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_FAILURE', 'upload failed')));
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = reply.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'UNEXPECTED_REPLY', 'Unexpected reply'));
        return;
      }
      if (request.status === 401) authStore.clear();
      const error = errorBodySchema.safeParse(body);
      reject(
        error.success
          ? new ApiError(
              request.status,
              errorCodeOf(error.data) ?? 'VALIDATION_FAILED',
              error.data.message,
              error.data.errors ?? {},
            )
          : new ApiError(request.status, request.status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL', ''),
      );
    });
    request.send(form);
  });
}

export function uploadVerificationDocument(
  type: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadReply> {
  const form = new FormData();
  form.append('type', String(type));
  form.append('image', file, file.name);
  return postMultipart(
    complianceCalls.uploadVerificationDocument.path,
    form,
    complianceCalls.uploadVerificationDocument.reply,
    onProgress,
  );
}

export function useUploadDocument(type: number, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadVerificationDocument(type, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
