import { z } from 'zod';
import catalog from './data-assets.json';
import { dataAsset, type DataAsset } from './asset-model';

export { DOMAINS, type AssetField, type DataAsset, type QualityCheck, type QualityDimension } from './asset-model';

/** The catalog: every data set a user can upload or the product writes (data-assets.json, read as `asset-model.ts` describes). */
export const DATA_ASSETS: DataAsset[] = z.array(dataAsset).parse(catalog);

export const assetByCode = new Map(DATA_ASSETS.map((a) => [a.code, a]));
