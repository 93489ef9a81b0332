// POST /house/api/seeds/rotate: reveals the active server seed and starts a pair with the given client seed.
import { studioCalls } from '@reelvault/studio-client/studio-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';

export function rotateSeeds(token: string, clientSeed: string) {
  return studioCalls(token).rotateSeeds(clientSeed);
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
