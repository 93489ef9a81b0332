// POST /house/api/seeds/rotate: reveals the active server seed and starts a pair with the given client seed.
import { seedsReply, studioPaths } from '@reelvault/contract/calls/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';
import { studioFetch } from './studio-fetch';

export function rotateSeeds(token: string, clientSeed: string) {
  return studioFetch(seedsReply, studioPaths.rotateSeeds, { token, body: { client_seed: clientSeed } });
}

export function useRotateSeeds(token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => rotateSeeds(token ?? '', clientSeed),
    onSuccess: async (seeds) => {
      queryClient.setQueryData([...playerQueryKey, 'fairness', 'seeds'], seeds);
      // A round shown in the verifier may have just had its server seed revealed.
      await queryClient.invalidateQueries({ queryKey: [...playerQueryKey, 'fairness', 'round'] });
    },
  });
}
