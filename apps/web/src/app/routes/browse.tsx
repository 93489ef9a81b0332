// /browse/slots and /browse/live: every category of a lobby as a row, and its studios (/browse itself
// redirects to the lobby).
import { BrowseRows } from '@/features/catalogue/components/browse-rows';

export function BrowseSlotsRoute() {
  return <BrowseRows lobby="slots" />;
}

export function BrowseLiveRoute() {
  return <BrowseRows lobby="live-casino" />;
}
