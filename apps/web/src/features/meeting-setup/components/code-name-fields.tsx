import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingSetupNs } from '../locales/i18n';
import { blankToNull } from './text-values';

interface CodedEntry {
  code: string;
  name: string;
  nameEn?: string | null | undefined;
  enabled?: boolean | undefined;
}

/** The code, names and switch as saved: trimmed, a blank English name as none, enabled unless switched off. */
export function codedEntryOf(row: CodedEntry): { code: string; name: string; nameEn: string | null; enabled: boolean } {
  return { code: row.code.trim(), name: row.name.trim(), nameEn: blankToNull(row.nameEn), enabled: row.enabled ?? true };
}

/** The code and the two names a cost centre or an internal order is known by. */
export function CodeNameFields() {
  const { t } = useTranslation(meetingSetupNs);
  return (
    <>
      <Form.Item name="code" label={t('ccio.code')} rules={[{ required: true, whitespace: true, message: t('ccio.codeRequired') }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="name" label={t('ccio.name')} rules={[{ required: true, whitespace: true, message: t('ccio.nameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('ccio.nameEn')}>
        <Input maxLength={120} />
      </Form.Item>
    </>
  );
}
