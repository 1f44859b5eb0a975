import { useState } from 'react';
import { Button, Card, Radio, Result, Space, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmUnsubscribe, unsubscribeInfo, type UnsubscribeScope } from '@crm/shared/contracts/content-public';
import { LanguageToggle } from '@/components/language-toggle';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { callContract, contractQueryOptions } from '@/lib/request/contract-client';
import { useEnterprise } from '@/lib/session/enterprise';
import { contentNs } from '../locales/i18n';
import '../content.css';

/** `/content/unsubscribe?t=`: the public page an unsubscribe link opens; no sign-in, the link is signed. */
export default function UnsubscribePage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  // The page's enterprise sets the API base of every call; a doctor arrives here without the app's start-up.
  const enterprise = useEnterprise();
  const info = useQuery({
    ...contractQueryOptions(unsubscribeInfo, { params: { token } }, { showError: false }),
    enabled: token.length >= 10 && enterprise.isSuccess,
    retry: false,
  });
  const [scope, setScope] = useState<UnsubscribeScope>('CHANNEL');
  const confirm = useMutation({ mutationFn: (chosen: UnsubscribeScope) => callContract(confirmUnsubscribe, { params: { token }, body: { scope: chosen } }) });

  let body;
  if (token.length < 10 || enterprise.isError || info.isError) body = <Result status="warning" title={t('unsubscribe.invalid')} />;
  else if (!info.data) body = <Spin />;
  else {
    const { data } = info;
    const channel = t(`channel.${data.channel}`);
    const product = data.product ? localizedName(lang, data.product.name, data.product.nameEn) : '';
    // Only the product's messages stop when that was chosen; the channel stays open for the rest.
    const productOnly = confirm.data?.scope === 'PRODUCT' || (!confirm.isSuccess && !data.optedOut && data.product?.optedOut);
    if (data.optedOut || confirm.data?.scope === 'CHANNEL') body = <Result status="success" title={t('unsubscribe.done', { channel })} />;
    else
      body = (
        <>
          {productOnly && <Result status="success" title={t('unsubscribe.productDone', { product, channel })} />}
          <Typography.Paragraph>
            {t(productOnly ? 'unsubscribe.questionRest' : 'unsubscribe.question', {
              name: localizedName(lang, data.doctorName, data.doctorNameEn),
              channel,
              tenant: localizedName(lang, data.tenantName, data.tenantNameEn),
            })}
          </Typography.Paragraph>
          {data.product && !productOnly && (
            <Radio.Group className="content-unsubscribe__scope" value={scope} onChange={(e) => setScope(e.target.value as UnsubscribeScope)}>
              <Space direction="vertical">
                <Radio value="PRODUCT">{t('unsubscribe.scopeProduct', { product })}</Radio>
                <Radio value="CHANNEL">{t('unsubscribe.scopeChannel', { channel })}</Radio>
              </Space>
            </Radio.Group>
          )}
          <Button type="primary" danger loading={confirm.isPending} onClick={() => confirm.mutate(productOnly || !data.product ? 'CHANNEL' : scope)}>
            {t(productOnly ? 'unsubscribe.confirmAll' : 'unsubscribe.confirm')}
          </Button>
        </>
      );
  }
  return (
    <main className="content-public">
      <Card title={t('unsubscribe.title')} extra={<LanguageToggle />}>
        {body}
      </Card>
    </main>
  );
}
