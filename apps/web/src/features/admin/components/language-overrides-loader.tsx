import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { languageOverrides } from '@crm/shared/contracts/admin-languages';
import { callContract } from '@/lib/request/contract-client';
import { enterpriseQueryOptions } from '@/lib/session/enterprise';
import { apiBaseUrl, type Enterprise } from '@/lib/session/enterprise-store';
import { applyOverrides, type Overrides } from '../language-overrides';

async function fetchOverrides(enterprise: Enterprise) {
  // Public and quiet: no session needed, and a failure only leaves the product's own texts.
  const load = (lang: 'zh' | 'en'): Promise<Overrides> =>
    callContract(languageOverrides, { query: { lang } }, { baseURL: apiBaseUrl(enterprise), withToken: false, showError: false, repeatCancel: false }).catch(() => ({}));
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
