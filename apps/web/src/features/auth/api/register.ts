// POST /api/auth/create: registers a player; the answer is a login answer, so the session starts at once.
import type { BodyOf } from '@reelvault/contract/route';
import * as authCalls from '@reelvault/contract/calls/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { startSession } from '@/lib/auth';

export type RegistrationBody = BodyOf<typeof authCalls.register>;

export function register(body: RegistrationBody) {
  return api.call(authCalls.register, { body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegistrationBody) => startSession(queryClient, await register(body)),
  });
}
