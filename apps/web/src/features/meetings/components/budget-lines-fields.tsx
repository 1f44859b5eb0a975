import { Button, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES } from '@crm/shared/contracts/meeting-schemas';
import { meetingsNs } from '../locales/i18n';
import { FormListRow } from './form-list-row';
import type { MeetingFormValues } from './form-values';
import { formatCents, yuanToCents } from './money';

/** Budget lines in yuan, the honoraria line summed from the speakers, and the total. */
export function BudgetLinesFields() {
  const { t } = useTranslation(meetingsNs);
  const form = Form.useFormInstance<MeetingFormValues>();
  const lines = Form.useWatch('budgetLines', form) ?? [];
  const speakers = Form.useWatch('speakers', form) ?? [];
  const honoraria = speakers.reduce((sum, s) => sum + yuanToCents(s?.fee), 0);
  const total = lines.reduce((sum, line) => sum + yuanToCents(line?.amount), 0) + honoraria;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('form.budgetHint')}</Typography.Paragraph>
      <Form.List name="budgetLines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <FormListRow key={field.key} align="top" onRemove={() => remove(field.name)}>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'category']} rules={[{ required: true, message: t('form.chooseRequired', { field: t('form.category') }) }]}>
                    <Select aria-label={`${t('form.category')} ${index + 1}`} options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'amount']} rules={[{ required: true, message: t('form.required', { field: t('form.amount') }) }]}>
                    <InputNumber
                      aria-label={`${t('form.amount')} ${index + 1}`}
                      placeholder={t('form.amount')}
                      min={0}
                      max={100_000_000}
                      precision={2}
                      prefix="¥"
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={20} md={10}>
                  <Form.Item name={[field.name, 'description']}>
                    <Input aria-label={`${t('form.lineDescription')} ${index + 1}`} placeholder={t('form.lineDescription')} maxLength={200} />
                  </Form.Item>
                </Col>
              </FormListRow>
            ))}
            <Row gutter={12} align="middle" style={{ marginBottom: 12 }}>
              <Col xs={24} md={6}>
                <Typography.Text>{t('form.honoraria')}</Typography.Text>
              </Col>
              <Col xs={24} md={6}>
                <Typography.Text strong>{formatCents(honoraria)}</Typography.Text>
              </Col>
            </Row>
            <Row justify="space-between" align="middle">
              <Button icon={<PlusOutlined />} onClick={() => add({ category: 'OTHER', amount: null })}>
                {t('form.addLine')}
              </Button>
              <Typography.Text className="meeting-form__total">
                {t('form.estimatedTotalLabel')}
                <strong data-testid="estimated-total">{formatCents(total)}</strong>
              </Typography.Text>
            </Row>
          </>
        )}
      </Form.List>
    </>
  );
}
