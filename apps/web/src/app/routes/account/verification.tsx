// /account/verification: document uploads and the details form.
import { VerificationPage } from '@/features/verification/components/verification-page';
import { useSession } from '@/lib/auth';

export function AccountVerificationRoute() {
  const session = useSession();
  return session.user ? <VerificationPage user={session.user} /> : null;
}
