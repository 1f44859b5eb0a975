import { Button, Card, Result, Spin, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmUnsubscribe, unsubscribeInfo } from '@crm/shared/contracts/content';
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
  const confirm = useMutation({ mutationFn: () => callContract(confirmUnsubscribe, { params: { token }, body: {} }) });

  let body;
  if (token.length < 10 || enterprise.isError || info.isError) body = <Result status="warning" title={t('unsubscribe.invalid')} />;
  else if (!info.data) body = <Spin />;
  else {
    const channel = t(`channel.${info.data.channel}`);
    body =
      info.data.optedOut || confirm.isSuccess ? (
        <Result status="success" title={t('unsubscribe.done', { channel })} />
      ) : (
        <>
          <Typography.Paragraph>
            {t('unsubscribe.question', {
              name: localizedName(lang, info.data.doctorName, info.data.doctorNameEn),
              channel,
              tenant: localizedName(lang, info.data.tenantName, info.data.tenantNameEn),
            })}
          </Typography.Paragraph>
          <Button type="primary" danger loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {t('unsubscribe.confirm')}
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
