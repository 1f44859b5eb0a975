import { productIndication } from '../schema/platform/products';
import type { Tx } from './tenant-setup';

/** The demo products' indications (product indications are platform data, kept beside the products). */
const INDICATIONS: Record<string, Array<[string, string]>> = {
  'P-ESC': [
    ['抑郁症', 'Major depressive disorder'],
    ['广泛性焦虑障碍', 'Generalized anxiety disorder'],
  ],
  'P-VOR': [
    ['抑郁症', 'Major depressive disorder'],
    ['抑郁相关认知症状', 'Cognitive symptoms of depression'],
  ],
  'P-ARI': [
    ['精神分裂症', 'Schizophrenia'],
    ['双相情感障碍', 'Bipolar disorder'],
  ],
  'P-ROS': [
    ['高胆固醇血症', 'Hypercholesterolemia'],
    ['动脉粥样硬化', 'Atherosclerosis'],
  ],
  'P-DAP': [
    ['2型糖尿病', 'Type 2 diabetes'],
    ['心力衰竭', 'Heart failure'],
    ['慢性肾脏病', 'Chronic kidney disease'],
  ],
};

/** Gives each demo product its indications. */
export async function seedProductIndications(tx: Tx, tenantId: number, products: Array<{ id: number; code: string }>): Promise<void> {
  await tx
    .insert(productIndication)
    .values(products.flatMap((p) => (INDICATIONS[p.code] ?? []).map(([name, nameEn], sort) => ({ tenantId, productId: p.id, name, nameEn, sort }))));
}
