import { useState } from 'react';
import { App, Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useRuleVersions, useScoreRules, useSetRuleEnabled, type ScoreRule } from '../api/calls';
import { BackTestCard } from '../components/back-test-card';
import { useTypeLabel } from '../components/labels';
import { useRuleText } from '../components/rule-describe';
import { analyticsNs } from '../locales/i18n';

/** `/clueScore/ruleManagement`: the current version of each rule, enable/disable, versions, back-test. */
export default function RuleManagementPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useAccess().hasPermission(['clue:rule:edit']);
  const rules = useScoreRules();
  const toggle = useSetRuleEnabled();
  const typeLabel = useTypeLabel();
  const text = useRuleText();
  const [versionsOf, setVersionsOf] = useState<string | null>(null);
  const versions = useRuleVersions(versionsOf);

  const columns = [
    { title: t('rules.name'), key: 'name', render: (_: unknown, rule: ScoreRule) => localizedName(lang, rule.name, rule.nameEn) },
    { title: t('rules.group'), key: 'group', render: (_: unknown, rule: ScoreRule) => text.group(rule.productId) },
    { title: t('rules.eventType'), key: 'type', render: (_: unknown, rule: ScoreRule) => typeLabel(rule.eventType) },
    { title: t('rules.points'), dataIndex: 'points', key: 'points' },
    { title: t('rules.halfLife'), key: 'decay', render: (_: unknown, rule: ScoreRule) => text.decay(rule) },
    { title: t('rules.cap'), key: 'cap', render: (_: unknown, rule: ScoreRule) => text.cap(rule) },
    { title: t('rules.version'), key: 'version', render: (_: unknown, rule: ScoreRule) => `v${rule.version}` },
    { title: t('rules.doctors'), dataIndex: 'doctorCount', key: 'doctors' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={t('rules.title')}
        extra={
          canEdit && (
            <Button type="primary" onClick={() => void navigate('/clueScore/addRule')}>
              {t('rules.add')}
            </Button>
          )
        }
      >
        <CompactTable<ScoreRule>
          rowKey="id"
          loading={rules.isLoading}
          dataSource={rules.data ?? []}
          columns={[
            ...columns,
            {
              title: t('rules.enabled'),
              key: 'enabled',
              render: (_: unknown, rule: ScoreRule) => (
                <Switch
                  aria-label={`${t('rules.enabled')} ${localizedName(lang, rule.name, rule.nameEn)}`}
                  checked={rule.enabled}
                  disabled={!canEdit}
                  loading={toggle.isPending && toggle.variables?.code === rule.code}
                  onChange={(enabled) => toggle.mutate({ code: rule.code, enabled }, { onSuccess: () => void message.success(t('rules.toggled')) })}
                />
              ),
            },
            {
              title: '',
              key: 'actions',
              // The two buttons stack when the row is short of room, rather than widening the list past the screen.
              render: (_: unknown, rule: ScoreRule) => (
                <Space wrap>
                  {canEdit && (
                    <Button size="small" onClick={() => void navigate(`/clueScore/addRule?code=${encodeURIComponent(rule.code)}`)}>
                      {t('rules.edit')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setVersionsOf(versionsOf === rule.code ? null : rule.code)}>
                    {t('rules.versions')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {versionsOf && (
        <Card size="small" title={t('rules.versions')}>
          <CompactTable<ScoreRule>
            rowKey="id"
            loading={versions.isLoading}
            dataSource={versions.data ?? []}
            columns={[
              ...columns,
              {
                title: '',
                key: 'state',
                render: (_: unknown, rule: ScoreRule) =>
                  rule.supersededAt ? <Tag>{t('rules.superseded')}</Tag> : <Typography.Text>{rule.enabled ? t('rules.enabled') : ''}</Typography.Text>,
              },
            ]}
          />
        </Card>
      )}
      <BackTestCard />
    </Space>
  );
}
