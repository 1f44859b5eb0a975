import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { isApiError } from '@/lib/request/api-error';
import { useEnterprise } from '@/lib/session/enterprise';
import { meetingSign, usePublicMeeting, validateCode, type PublicAddress, type SignInForm } from '../api/public-meeting';
import { PublicSignForm } from '../components/public-sign-form';
import { meetingsNs } from '../locales/i18n';
import '../public-sign-in.css';

type Signed = Awaited<ReturnType<typeof meetingSign>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message an attendee sees for a failed call: wrong code, closed, too many tries, gone. */
function useFailureText() {
  const { t } = useTranslation(meetingsNs);
  return (error: unknown, fallback: 'wrongCode' | 'failed') => {
    if (!isApiError(error)) return t('publicSign.failed');
    if (error.status === 429) return t('publicSign.rateLimited');
    if (error.status === 404) return t('publicSign.notFound');
    if (error.status === 400) return fallback === 'wrongCode' ? t('publicSign.wrongCode') : error.message;
    return t('publicSign.failed');
  };
}

/** `/meetingSign?meetingId=&realm=`: attendees sign in on their phones with the meeting's code; no account. */
export default function PublicSignInPage() {
  const { t } = useTranslation(meetingsNs);
  const [params] = useSearchParams();
  const address = useMemo<PublicAddress>(() => ({ meetingId: params.get('meetingId') ?? '', realm: params.get('realm') ?? '' }), [params]);
  const isLinkValid = UUID.test(address.meetingId) && address.realm.length > 0;
  const enterprise = useEnterprise();
  const facts = usePublicMeeting(address, isLinkValid && enterprise.isSuccess);
  const failureText = useFailureText();
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [signed, setSigned] = useState<Signed | null>(null);

  const checkCode = async ({ code: typed }: { code: string }) => {
    setError(null);
    setBusy(true);
    try {
      await validateCode(address, typed.trim().toUpperCase());
      setCode(typed.trim().toUpperCase());
    } catch (failure) {
      setError(failureText(failure, 'wrongCode'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async (form: SignInForm) => {
    setError(null);
    setBusy(true);
    try {
      setSigned(await meetingSign(address, code!, form));
    } catch (failure) {
      setError(failureText(failure, 'failed'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!isLinkValid) body = <Result status="warning" title={t('publicSign.badLink')} />;
  else if (enterprise.isLoading || facts.isLoading)
    body = (
      <Flex justify="center" className="public-sign__loading">
        <Spin size="large" />
      </Flex>
    );
  else if (!facts.data) body = <Result status="404" title={failureText(facts.error, 'failed')} />;
  else {
    const meeting = facts.data;
    body = (
      <>
        <Card className="public-sign__card">
          <Typography.Title level={4} className="public-sign__topic">
            {meeting.topic}
          </Typography.Title>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('publicSign.organizer')}>{meeting.organizer}</Descriptions.Item>
            <Descriptions.Item label={t('publicSign.time')}>
              {dayjs(meeting.startAt).format('YYYY-MM-DD HH:mm')} – {dayjs(meeting.endAt).format('HH:mm')}
            </Descriptions.Item>
            {meeting.venue && <Descriptions.Item label={t('publicSign.venue')}>{meeting.venue}</Descriptions.Item>}
            {meeting.institution && <Descriptions.Item label={t('publicSign.institution')}>{meeting.institution}</Descriptions.Item>}
          </Descriptions>
          {meeting.agenda.length > 0 && (
            <>
              <Typography.Text strong>{t('publicSign.agenda')}</Typography.Text>
              <Timeline
                className="public-sign__agenda"
                items={meeting.agenda.map((item) => ({ content: `${item.startsAt}  ${item.title}${item.speaker ? ` · ${item.speaker}` : ''}` }))}
              />
            </>
          )}
        </Card>
        <Card className="public-sign__card">
          {error && <Alert type="error" showIcon role="alert" title={error} className="public-sign__error" />}
          {signed ? (
            <Result
              status="success"
              title={t('publicSign.doneTitle')}
              subTitle={
                <>
                  <div>
                    {signed.isAlreadySignedIn
                      ? t('publicSign.alreadyText', { name: signed.name, time: dayjs(signed.signedAt).format('HH:mm') })
                      : t('publicSign.doneText', { name: signed.name })}
                  </div>
                  {signed.isInvited && <div>{t('publicSign.invited')}</div>}
                </>
              }
            />
          ) : !meeting.isSignInOpen ? (
            <Alert type="warning" showIcon title={t('publicSign.closed')} />
          ) : code === null ? (
            <Form layout="vertical" size="large" onFinish={(values: { code: string }) => void checkCode(values)} requiredMark={false}>
              <Typography.Title level={5}>{t('publicSign.codeStep')}</Typography.Title>
              <Form.Item
                name="code"
                label={t('publicSign.codeLabel')}
                rules={[
                  { required: true, whitespace: true, message: t('publicSign.codeRequired') },
                  { min: 4, max: 12, message: t('publicSign.codeRequired') },
                ]}
              >
                <Input placeholder={t('publicSign.codePlaceholder')} maxLength={12} autoComplete="off" autoCapitalize="characters" className="public-sign__code-input" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isBusy}>
                {t('publicSign.verify')}
              </Button>
            </Form>
          ) : (
            <>
              <Typography.Title level={5}>{t('publicSign.formStep')}</Typography.Title>
              <PublicSignForm address={address} code={code} isSubmitting={isBusy} onSubmit={(form) => void signIn(form)} />
            </>
          )}
        </Card>
      </>
    );
  }

  return (
    <main className="public-sign">
      <header className="public-sign__header">
        <Typography.Title level={3} className="public-sign__title">
          {t('publicSign.title')}
        </Typography.Title>
        <LanguageToggle />
      </header>
      {body}
    </main>
  );
}
