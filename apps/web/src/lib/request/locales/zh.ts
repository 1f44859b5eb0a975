import { errorCatalogue } from '@crm/shared/error-catalogue';

type Catalogue = typeof errorCatalogue;

/** Error catalogue (spec 8) in Chinese; placeholders use i18next's {{name}} form. */
export const zh = Object.fromEntries(Object.entries(errorCatalogue).map(([status, text]) => [status, text.zh.replace(/\{(\w+)\}/g, '{{$1}}')])) as Record<keyof Catalogue, string>;
