import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/session/user-info';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { personalCenterNs } from '../locales/i18n';
import '../personal-center.css';

/** `/personalcenter/index`: the user's profile and password. */
export default function PersonalCenterPage() {
  const { t } = useTranslation(personalCenterNs);
  const user = useCurrentUser();
  return (
    <Row gutter={[16, 16]} className="personal-center">
      <Col xs={24} lg={8} xl={7}>
        <ProfileSummary user={user} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <Card>
          <Tabs
            items={[
              { key: 'profile', label: t('tabs.profile'), children: <ProfileForm user={user} /> },
              { key: 'password', label: t('tabs.password'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
