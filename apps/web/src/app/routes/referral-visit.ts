// A visit with ?username= on any path (spec: "Visit with a username parameter: stores it as referral id
// and goes to /").
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { storeReferral } from '../../features/auth/utils/referral';

export function referralVisitLoader({ request }: LoaderFunctionArgs) {
  const username = new URL(request.url).searchParams.get('username');
  if (username === null) return null;
  storeReferral(username);
  return redirect('/');
}
