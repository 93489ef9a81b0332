// POST /api/auth/login: username (or e-mail), password and, when the account asks for it (400, code 768),
// the two-factor code. The answer starts the session (token and profile).
import type { BodyOf } from '@reelvault/contract/route';
import * as authCalls from '@reelvault/contract/calls/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { startSession } from '@/lib/auth';

export type LoginBody = BodyOf<typeof authCalls.login>;

export function login(body: LoginBody) {
  return api.call(authCalls.login, { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => startSession(queryClient, await login(body)),
  });
}
