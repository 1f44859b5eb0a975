import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@crm/shared/envelope';
import { enterpriseQueryOptions } from '@/lib/session/enterprise';
import { apiBaseUrl, type Enterprise } from '@/lib/session/enterprise-store';
import { applyOverrides, type Overrides } from '../language-overrides';

async function fetchOverrides(enterprise: Enterprise) {
  const load = async (lang: 'zh' | 'en'): Promise<Overrides> => {
    const response = await fetch(`${apiBaseUrl(enterprise)}/API-SYSTEM/i18n/overrides?lang=${lang}`);
    if (!response.ok) return {};
    const body = (await response.json()) as Envelope<Overrides>;
    return body.code === 200 ? body.result : {};
  };
  const [zh, en] = await Promise.all([load('zh'), load('en')]);
  return { zh, en };
}

/**
 * Loads the tenant's language entries once per page load and lays them over the product's
 * texts in both languages; a failed load leaves the product's own texts.
 */
export function LanguageOverridesLoader() {
  const enterprise = useQuery(enterpriseQueryOptions);
  const overrides = useQuery({
    queryKey: ['i18n', 'overrides', enterprise.data?.id],
    queryFn: () => fetchOverrides(enterprise.data!),
    enabled: enterprise.isSuccess,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (overrides.data) applyOverrides(overrides.data);
  }, [overrides.data]);
  return null;
}
