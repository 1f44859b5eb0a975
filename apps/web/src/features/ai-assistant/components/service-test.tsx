import { Alert, Button } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AiService } from '@crm/shared/contracts/ai';
import { useTestAiService } from '../api/ai-settings';
import { aiNs } from '../locales/i18n';

/** Saves the form, then makes one small request to the saved service and says how it went. */
export function ServiceTest({ service, beforeTest }: { service: AiService; beforeTest: () => Promise<boolean> }) {
  const { t } = useTranslation(aiNs);
  const test = useTestAiService();
  const run = async () => {
    test.reset();
    if (await beforeTest()) test.mutate(service);
  };
  const result = test.data;
  return (
    <div className="ai-settings__test">
      <Button icon={<ApiOutlined />} loading={test.isPending} onClick={() => void run().catch(() => undefined)}>
        {t('settings.saveAndTest')}
      </Button>
      {result && (
        <Alert
          role="status"
          showIcon
          type={result.outcome === 'ok' ? 'success' : result.outcome === 'notConfigured' ? 'info' : 'error'}
          message={t(`settings.outcome.${result.outcome}`, { status: result.httpStatus ?? '', ms: result.latencyMs })}
        />
      )}
    </div>
  );
}
