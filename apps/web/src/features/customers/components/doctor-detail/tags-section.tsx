import { useState } from 'react';
import { App, AutoComplete, Button, Card, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAddDoctorTag, useDoctorTags, useRemoveDoctorTag } from '../../api/doctor-tags';
import type { TagTerm } from '../../api/types';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { customersNs } from '../../locales/i18n';

const PERSONAL_TAG_MAX = 20;

/** System tags (rule-applied and hand-applied) and the user's personal tags on a doctor. */
export default function TagsSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const id = Number(doctorId);
  const access = useAccess();
  // Tagging needs customer:tag:edit; system tags also customer:doctor:add.
  const canTag = access.hasPermission(['customer:tag:edit']);
  const canEditSystem = canTag && access.hasPermission(['customer:doctor:add']);
  const tags = useDoctorTags(id);
  const add = useAddDoctorTag(id);
  const remove = useRemoveDoctorTag(id);
  const [systemChoice, setSystemChoice] = useState<number>();
  const [personalText, setPersonalText] = useState('');
  const termLabel = (term: TagTerm) => localizedName(lang, term.value, term.valueEn);

  const removeTerm = async (term: TagTerm) => {
    await remove.mutateAsync(term);
    void message.success(t('tags.removed', { tag: termLabel(term) }));
  };
  const addTerm = async (kind: 'SYSTEM' | 'PERSONAL', value: string, shown: string) => {
    await add.mutateAsync({ kind, value });
    void message.success(t('tags.added', { tag: shown }));
  };

  const availableSystem = (tags.data?.available ?? []).filter((term) => term.kind === 'SYSTEM');
  const availablePersonal = (tags.data?.available ?? []).filter((term) => term.kind === 'PERSONAL');
  const personalValue = personalText.trim();

  return (
    <div className="doctor-sections">
      <Card size="small" title={t('tags.ruleTags')} extra={<Typography.Text type="secondary">{t('tags.ruleHint')}</Typography.Text>} loading={tags.isLoading}>
        <TagRow terms={tags.data?.rule ?? []} label={termLabel} color="blue" />
      </Card>
      <Card size="small" title={t('tags.systemTags')} loading={tags.isLoading}>
        <TagRow
          terms={tags.data?.staff ?? []}
          label={termLabel}
          color="geekblue"
          onRemove={canEditSystem ? removeTerm : undefined}
          addedByLabel={(name) => t('tags.addedBy', { name })}
        />
        {canEditSystem && (
          <Space.Compact className="tag-adder">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              aria-label={t('tags.chooseSystem')}
              placeholder={t('tags.chooseSystem')}
              value={systemChoice}
              onChange={setSystemChoice}
              options={availableSystem.map((term) => ({ value: term.id, label: termLabel(term) }))}
              className="tag-adder__select"
            />
            <Button
              icon={<PlusOutlined />}
              disabled={!systemChoice}
              loading={add.isPending}
              onClick={async () => {
                const term = availableSystem.find((candidate) => candidate.id === systemChoice);
                if (!term) return;
                await addTerm('SYSTEM', String(term.id), termLabel(term));
                setSystemChoice(undefined);
              }}
            >
              {t('tags.add')}
            </Button>
          </Space.Compact>
        )}
      </Card>
      <Card size="small" title={t('tags.personalTags')} extra={<Typography.Text type="secondary">{t('tags.personalHint')}</Typography.Text>} loading={tags.isLoading}>
        <TagRow terms={tags.data?.personal ?? []} label={termLabel} color="gold" onRemove={canTag ? removeTerm : undefined} />
        {canTag && (
          <Space.Compact className="tag-adder">
            <AutoComplete
              aria-label={t('tags.personalInput')}
              placeholder={t('tags.personalInput')}
              value={personalText}
              onChange={setPersonalText}
              options={availablePersonal.filter((term) => term.value.includes(personalValue)).map((term) => ({ value: term.value, label: term.value }))}
              className="tag-adder__select"
            />
            <Button
              icon={<PlusOutlined />}
              disabled={!personalValue || personalValue.length > PERSONAL_TAG_MAX}
              loading={add.isPending}
              onClick={async () => {
                await addTerm('PERSONAL', personalValue, personalValue);
                setPersonalText('');
              }}
            >
              {t('tags.add')}
            </Button>
          </Space.Compact>
        )}
        {personalValue.length > PERSONAL_TAG_MAX && <Typography.Text type="danger">{t('rules.max', { max: PERSONAL_TAG_MAX })}</Typography.Text>}
      </Card>
    </div>
  );
}

interface TagRowProps {
  terms: TagTerm[];
  label: (term: TagTerm) => string;
  color: string;
  onRemove?: (term: TagTerm) => Promise<void>;
  addedByLabel?: (name: string) => string;
}

function TagRow({ terms, label, color, onRemove, addedByLabel }: TagRowProps) {
  const { t } = useTranslation(customersNs);
  if (terms.length === 0)
    return (
      <div className="tag-row">
        <Typography.Text type="secondary">{t('tags.none')}</Typography.Text>
      </div>
    );
  return (
    <Space size={[6, 6]} wrap className="tag-row tag-row--filled">
      {terms.map((term) => {
        const tag = (
          <Tag
            key={term.id}
            color={color}
            closable={!!onRemove}
            closeIcon={onRemove ? undefined : false}
            onClose={(event) => {
              event.preventDefault();
              void onRemove?.(term);
            }}
          >
            {label(term)}
          </Tag>
        );
        return term.addedBy && addedByLabel ? (
          <Tooltip key={term.id} title={addedByLabel(term.addedBy.firstName)}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </Space>
  );
}
