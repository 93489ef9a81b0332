// Visits that say where they came from. With ?username= on any path (spec: "Visit with a username
// parameter: stores it as referral id and goes to /"). With the utm_source of the operator's ad network
// (site settings; coinzilla unless configured): to the configured affiliate registration path, whose route
// stores the affiliate and campaign ids for the registration (spec: "A visit with a certain ad-network
// utm_source is redirected to a fixed affiliate registration path"). Only such visits wait for the
// settings.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { adNetworkTarget, storeReferral } from '@/features/auth/utils/referral';
import { fetchSiteSettings } from '@/lib/site-settings';

export async function referralVisitLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const username = search.get('username');
  if (username !== null) {
    storeReferral(username);
    return redirect('/');
  }
  const utmSource = search.get('utm_source');
  if (!utmSource) return null;
  // Without the settings the visit simply stays where it is.
  const settings = await fetchSiteSettings(request.signal).catch(() => null);
  const target = adNetworkTarget(utmSource, settings?.ad_network_redirect ?? null);
  return target ? redirect(target) : null;
}
