import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage, localizedName } from '@/lib/i18n/i18n';
import { useTeamUsers } from '../api/get-team-users';
import { visitsNs } from '../locales/i18n';
import { useDebounced } from '@/lib/use-debounced';

interface TeamUserSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/** Picks one user of the caller's team (data range), for the "visited by" filter. */
export function TeamUserSelect({ id, value, onChange }: TeamUserSelectProps) {
  const { t } = useTranslation(visitsNs);
  const lang = useLanguage();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const users = useTeamUsers(search);
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={(users.data?.content ?? []).map((user) => ({
        value: user.id,
        label: `${localizedName(lang, user.firstName, user.nameEn)}${user.orgName ? ` · ${localizedName(lang, user.orgName, user.orgNameEn)}` : ''}`,
      }))}
      placeholder={t('filter.user')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      notFoundContent={users.isFetching ? <Spin size="small" /> : undefined}
      popupMatchSelectWidth={false}
    />
  );
}
