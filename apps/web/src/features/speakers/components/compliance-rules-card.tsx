import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, InputNumber, Modal, Select, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_MODES, COMPLIANCE_RULES, type ComplianceMode, type ComplianceRules } from '@crm/shared/contracts/meeting-compliance';
import { formatYuan, yuanToCents } from '@/lib/format';
import { useComplianceRules, useSaveComplianceRules } from '../api/compliance-rules';
import { speakersNs } from '../locales/i18n';

const MODE_COLOURS: Record<ComplianceMode, string> = { off: 'default', warn: 'warning', block: 'error' };

/** The rules in yuan, as the form edits them. */
interface RulesForm {
  onlineHospitality: { mode: ComplianceMode };
  mealPerHead: { mode: ComplianceMode; limit: number };
  speakerFeeBand: { mode: ComplianceMode; NATIONAL: number; REGIONAL: number; LOCAL: number };
  doctorMeetingFrequency: { mode: ComplianceMode; count: number; days: number };
  doctorAnnualSpend: { mode: ComplianceMode; limit: number };
}

const toForm = (rules: ComplianceRules): RulesForm => ({
  onlineHospitality: rules.onlineHospitality,
  mealPerHead: { mode: rules.mealPerHead.mode, limit: rules.mealPerHead.limitCents / 100 },
  speakerFeeBand: {
    mode: rules.speakerFeeBand.mode,
    NATIONAL: rules.speakerFeeBand.bandsCents.NATIONAL / 100,
    REGIONAL: rules.speakerFeeBand.bandsCents.REGIONAL / 100,
    LOCAL: rules.speakerFeeBand.bandsCents.LOCAL / 100,
  },
  doctorMeetingFrequency: rules.doctorMeetingFrequency,
  doctorAnnualSpend: { mode: rules.doctorAnnualSpend.mode, limit: rules.doctorAnnualSpend.limitCents / 100 },
});

const cents = (yuan: number) => yuanToCents(yuan) ?? 0;

const fromForm = (form: RulesForm): ComplianceRules => ({
  onlineHospitality: { mode: form.onlineHospitality.mode },
  mealPerHead: { mode: form.mealPerHead.mode, limitCents: cents(form.mealPerHead.limit) },
  speakerFeeBand: {
    mode: form.speakerFeeBand.mode,
    bandsCents: { NATIONAL: cents(form.speakerFeeBand.NATIONAL), REGIONAL: cents(form.speakerFeeBand.REGIONAL), LOCAL: cents(form.speakerFeeBand.LOCAL) },
  },
  doctorMeetingFrequency: form.doctorMeetingFrequency,
  doctorAnnualSpend: { mode: form.doctorAnnualSpend.mode, limitCents: cents(form.doctorAnnualSpend.limit) },
});

/**
 * The compliance rules of meeting applications, for whoever sets meeting rules: each rule off, a
 * warning to the applicant and the approver, or a block on submission, with its limits.
 */
export function ComplianceRulesCard() {
  const { t } = useTranslation(speakersNs);
  const { message } = App.useApp();
  const rules = useComplianceRules(true).data;
  const save = useSaveComplianceRules();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<RulesForm>();

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(fromForm(values));
    void message.success(t('compliance.saved'));
    setEditing(false);
  };
  const yuan = (value: number) => `¥${formatYuan(value)}`;
  const limitOf = (rule: (typeof COMPLIANCE_RULES)[number]): string => {
    if (!rules) return '';
    switch (rule) {
      case 'mealPerHead':
        return t('compliance.perHead', { amount: yuan(rules.mealPerHead.limitCents) });
      case 'speakerFeeBand':
        return (['NATIONAL', 'REGIONAL', 'LOCAL'] as const).map((tier) => `${t(`tier.${tier}`)} ${yuan(rules.speakerFeeBand.bandsCents[tier])}`).join(' · ');
      case 'doctorMeetingFrequency':
        return t('compliance.frequency', { count: rules.doctorMeetingFrequency.count, days: rules.doctorMeetingFrequency.days });
      case 'doctorAnnualSpend':
        return t('compliance.perYear', { amount: yuan(rules.doctorAnnualSpend.limitCents) });
      default:
        return '';
    }
  };
  const modeOptions = COMPLIANCE_MODES.map((mode) => ({ value: mode, label: t(`compliance.mode.${mode}`) }));
  const required = [{ required: true, message: t('compliance.required') }];
  const money = { min: 0, max: 10_000_000, precision: 2, prefix: '¥', style: { width: '100%' } };

  return (
    <Card
      size="small"
      className="compliance-rules"
      data-testid="compliance-rules"
      title={t('compliance.title')}
      extra={
        <Button
          icon={<EditOutlined />}
          disabled={!rules}
          onClick={() => {
            form.setFieldsValue(toForm(rules!));
            setEditing(true);
          }}
        >
          {t('compliance.edit')}
        </Button>
      }
    >
      <Descriptions size="small" column={1}>
        {COMPLIANCE_RULES.map((rule) => (
          <Descriptions.Item key={rule} label={t(`compliance.rule.${rule}`)}>
            {rules && <Tag color={MODE_COLOURS[rules[rule].mode]}>{t(`compliance.mode.${rules[rule].mode}`)}</Tag>}
            {limitOf(rule)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Modal
        open={editing}
        title={t('compliance.edit')}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(false)}
        forceRender
        width={560}
      >
        <Form form={form} layout="vertical" className="compliance-rules__form">
          {COMPLIANCE_RULES.map((rule) => (
            <Form.Item key={rule} name={[rule, 'mode']} label={t(`compliance.rule.${rule}`)}>
              <Select options={modeOptions} />
            </Form.Item>
          ))}
          <Form.Item name={['mealPerHead', 'limit']} label={t('compliance.mealLimit')} rules={required}>
            <InputNumber {...money} />
          </Form.Item>
          {(['NATIONAL', 'REGIONAL', 'LOCAL'] as const).map((tier) => (
            <Form.Item key={tier} name={['speakerFeeBand', tier]} label={t('compliance.band', { tier: t(`tier.${tier}`) })} rules={required}>
              <InputNumber {...money} />
            </Form.Item>
          ))}
          <Form.Item name={['doctorMeetingFrequency', 'count']} label={t('compliance.count')} rules={required}>
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name={['doctorMeetingFrequency', 'days']} label={t('compliance.days')} rules={required}>
            <InputNumber min={1} max={366} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name={['doctorAnnualSpend', 'limit']} label={t('compliance.spendLimit')} rules={required}>
            <InputNumber {...money} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
