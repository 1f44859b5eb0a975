import { useState } from 'react';
import { Alert, App, Button, Card, Select, Space, Tag } from 'antd';
import { CalculatorOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useMyProducts } from '@/lib/api/products';
import { useLanguage } from '@/lib/i18n/i18n';
import { useComputeBaselines, useForecastSheet, useReviewForecast, useSaveFigures, useSubmitForecast } from '../api/data-api';
import { ForecastAccuracy } from '../components/forecast-accuracy';
import { ForecastLines, type Drafts } from '../components/forecast-lines';
import { ForecastRollup } from '../components/forecast-rollup';
import { monthFromNow } from '../components/months';
import { dataNs } from '../locales/i18n';
import '../data-collection.css';

/** `/forecast/fillingForecast`: baseline beside the rep's figure and the manager's adjustment, submit and lock, roll-up and accuracy. */
export default function ForecastFillingPage() {
  const { t } = useTranslation(dataNs);
  const { message } = App.useApp();
  const en = useLanguage() === 'en';
  const access = useAccess();
  const canEdit = access.hasButton(['forecast:filling:edit']);
  const canReview = access.hasButton(['forecast:filling:review']);
  const [cycle, setCycle] = useState(monthFromNow(0));
  const [orgId, setOrgId] = useState<number>();
  const [productId, setProductId] = useState<number>();
  const [repDrafts, setRepDrafts] = useState<Drafts>({});
  const [managerDrafts, setManagerDrafts] = useState<Drafts>({});
  const [polling, setPolling] = useState(false);
  const sheet = useForecastSheet({ cycle, orgId, productId }, polling).data;
  if (polling && sheet?.run && sheet.run.status !== 'RUNNING' && sheet.run.status !== 'QUEUED' && sheet.run.doneSeries === sheet.run.totalSeries) setPolling(false);
  const products = useMyProducts().data ?? [];
  const saveRep = useSaveFigures('rep');
  const saveManager = useSaveFigures('manager');
  const submit = useSubmitForecast();
  const review = useReviewForecast();
  const compute = useComputeBaselines();
  const territory = sheet?.lines[0] ? sheet.territories.find((x) => x.orgId === (orgId ?? sheet.lines[0]!.orgId)) : sheet?.territories.find((x) => x.orgId === orgId);
  const status = territory?.status;
  const repOpen = canEdit && (status === 'OPEN' || status === 'RETURNED');
  const managerOpen = canReview && status !== undefined && status !== 'LOCKED';
  const name = (x: { name: string; nameEn: string | null }) => (en ? (x.nameEn ?? x.name) : x.name);
  const flush = (drafts: Drafts, mutate: typeof saveRep.mutate, clear: () => void) =>
    mutate(
      Object.entries(drafts).map(([entryId, value]) => ({ entryId: Number(entryId), value })),
      { onSuccess: () => (clear(), void message.success(t('forecast.saved'))) },
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('forecast.title')}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('forecast.cycle')}
            value={cycle}
            onChange={(c) => (setCycle(c), setRepDrafts({}), setManagerDrafts({}))}
            style={{ width: 120 }}
            options={[0, -1, -2, -3].map((o) => ({ value: monthFromNow(o), label: monthFromNow(o) }))}
          />
          {(sheet?.territories.length ?? 0) > 1 && (
            <Select
              aria-label={t('forecast.territory')}
              placeholder={t('forecast.territory')}
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ width: 240 }}
              value={orgId}
              onChange={(v) => (setOrgId(v), setRepDrafts({}), setManagerDrafts({}))}
              options={sheet!.territories.map((x) => ({ value: x.orgId, label: `${name(x)} · ${t(`submission.${x.status}`)}` }))}
            />
          )}
          <Select
            aria-label={t('forecast.product')}
            placeholder={t('forecast.product')}
            allowClear
            style={{ width: 160 }}
            value={productId}
            onChange={setProductId}
            options={products.map((p) => ({ value: p.id, label: en ? p.nameEn : p.name }))}
          />
          {status && <Tag color={status === 'LOCKED' ? 'green' : status === 'SUBMITTED' ? 'blue' : status === 'RETURNED' ? 'orange' : undefined}>{t(`submission.${status}`)}</Tag>}
          {canReview && (
            <Button icon={<CalculatorOutlined />} loading={compute.isPending} onClick={() => compute.mutate(cycle, { onSuccess: () => setPolling(true) })}>
              {t('forecast.compute')}
            </Button>
          )}
        </Space>
        {sheet?.run && (
          <Alert
            style={{ marginBottom: 16 }}
            type={sheet.run.status === 'COMPLETED' ? 'info' : sheet.run.status === 'FAILED' ? 'error' : 'warning'}
            message={
              sheet.run.status === 'COMPLETED'
                ? t('forecast.runDone', { mstl: sheet.run.mstlSeries, naive: sheet.run.naiveSeries })
                : t('forecast.computing', { done: sheet.run.doneSeries, total: sheet.run.totalSeries })
            }
          />
        )}
        {sheet && sheet.lines.length === 0 && <Alert type="info" message={t('forecast.chooseTerritory')} />}
        {sheet && sheet.lines.length > 0 && (
          <>
            <ForecastLines
              sheet={sheet}
              repDrafts={repDrafts}
              managerDrafts={managerDrafts}
              onRep={repOpen ? (id, v) => setRepDrafts({ ...repDrafts, [id]: v }) : undefined}
              onManager={managerOpen ? (id, v) => setManagerDrafts({ ...managerDrafts, [id]: v }) : undefined}
            />
            <Space style={{ marginTop: 12 }}>
              {repOpen && (
                <Button
                  icon={<SaveOutlined />}
                  disabled={!Object.keys(repDrafts).length}
                  loading={saveRep.isPending}
                  onClick={() => flush(repDrafts, saveRep.mutate, () => setRepDrafts({}))}
                >
                  {t('forecast.save')}
                </Button>
              )}
              {repOpen && territory && (
                <Button type="primary" disabled={Object.keys(repDrafts).length > 0} onClick={() => submit.mutate({ cycle, orgId: territory.orgId })}>
                  {t('forecast.submit')}
                </Button>
              )}
              {managerOpen && (
                <Button
                  icon={<SaveOutlined />}
                  disabled={!Object.keys(managerDrafts).length}
                  loading={saveManager.isPending}
                  onClick={() => flush(managerDrafts, saveManager.mutate, () => setManagerDrafts({}))}
                >
                  {t('forecast.saveAdjust')}
                </Button>
              )}
              {canReview && status === 'SUBMITTED' && territory && (
                <>
                  <Button type="primary" disabled={Object.keys(managerDrafts).length > 0} onClick={() => review.mutate({ cycle, orgId: territory.orgId, lock: true })}>
                    {t('forecast.lock')}
                  </Button>
                  <Button onClick={() => review.mutate({ cycle, orgId: territory.orgId, lock: false })}>{t('forecast.returnToRep')}</Button>
                </>
              )}
            </Space>
          </>
        )}
      </Card>
      <ForecastRollup sheet={sheet} />
      <ForecastAccuracy />
    </Space>
  );
}
