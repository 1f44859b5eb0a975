import { errorCatalogue } from '@crm/shared/error-catalogue';
import type { LocaleShape } from '../../i18n/locale-shape';
import type { zh } from './zh';

export const en = Object.fromEntries(Object.entries(errorCatalogue).map(([status, text]) => [status, text.en.replace(/\{(\w+)\}/g, '{{$1}}')])) as LocaleShape<typeof zh>;
