// The demo seed's content: the spec's promotions and the legal pages, stored through the content module.
import type { DbExecutor } from '../../db/database';
import { addPage, addPromotion } from '../../modules/content/service';
import { demoPages } from './pages';
import { demoPromotions } from './promotions';

export async function seedDemoContent(tx: DbExecutor): Promise<void> {
  for (const promotion of demoPromotions) await addPromotion(tx, promotion);
  for (const page of demoPages) await addPage(tx, page);
}
