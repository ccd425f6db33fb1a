import { z } from 'zod';
import { createItemBody } from '../modules/commerce/item-schemas';
import type { CommerceService } from '../modules/commerce/service';
import data from './commerce-items.json';

/** The portal's fuel products and card types as active items of its project (data: commerce-items.json). */
export async function seedPortalItems(commerce: CommerceService, projectId: string): Promise<number> {
  const items = z.array(createItemBody).parse(data.items);
  return commerce.items.createMany(projectId, items);
}
