// The content module's demo seed step: the spec's promotions and the legal pages.
import type { Db } from '../../db/database';
import { demoPages } from './demo-pages';
import { demoPromotions } from './demo-promotions';
import { addPage, addPromotion } from './service';

export async function seedDemoContent(db: Db): Promise<void> {
  for (const promotion of demoPromotions) await addPromotion(db, promotion);
  for (const page of demoPages) await addPage(db, page);
}
