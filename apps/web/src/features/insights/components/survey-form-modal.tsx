import { App, Button, Card, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SURVEY_QUESTION_KINDS, type SurveyQuestionKind } from '@crm/shared/contracts/surveys';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCreateSurvey, useUpdateSurvey, type Survey, type SurveyBody } from '../api/surveys-api';
import { insightsNs } from '../locales/i18n';

interface QuestionValues {
  kind: SurveyQuestionKind;
  text: string;
  textEn?: string;
  options?: Array<{ label: string; labelEn?: string }>;
  isRecommendation?: boolean;
}

const NEW_SURVEY = { questions: [{ kind: 'SCALE', isRecommendation: false }] };

/** The form's values of a stored survey (English texts left empty stay empty). */
const valuesOf = (survey: Survey) => ({
  title: survey.title,
  titleEn: survey.titleEn ?? undefined,
  productId: survey.productId,
  questions: survey.questions.map((q) => ({
    kind: q.kind,
    text: q.text,
    textEn: q.textEn ?? undefined,
    options: q.options.map((o) => ({ label: o.label, labelEn: o.labelEn ?? undefined })),
    isRecommendation: q.isRecommendation,
  })),
});

/**
 * A survey about one drug, saved as a draft: single choice, 0–10 scale and comment questions. With
 * `survey`, that draft is edited; once published its questions no longer change.
 */
export function SurveyFormModal({ open, survey, onClose }: { open: boolean; survey?: Survey | null; onClose(): void }) {
  const { t, i18n } = useTranslation(insightsNs);
  const { message } = App.useApp();
  const lang = useLanguage();
  const [form] = Form.useForm<SurveyBody & { questions: QuestionValues[] }>();
  const products = useMyProducts();
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const productId = Form.useWatch('productId', form);

  const addRecommendation = (add: (value: QuestionValues) => void) => {
    const product = products.data?.find((p) => p.id === productId);
    const text = (lng: 'zh' | 'en', name: string) => i18n.getFixedT(lng, insightsNs)('survey.recommendationText', { drug: name });
    add({
      kind: 'SCALE',
      text: product ? text('zh', product.name) : '',
      textEn: product ? text('en', product.nameEn) : '',
      isRecommendation: true,
    });
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (survey) await update.mutateAsync({ id: survey.id, body: values });
    else await create.mutateAsync(values);
    void message.success(t(survey ? 'survey.draftSaved' : 'survey.created'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={survey ? t('survey.editTitle') : t('survey.new')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={create.isPending || update.isPending}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={survey ? valuesOf(survey) : NEW_SURVEY} preserve={false}>
        <Form.Item name="title" label={t('survey.name')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="titleEn" label={t('survey.nameEn')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="productId" label={t('survey.product')} rules={[{ required: true }]}>
          <Select loading={products.isLoading} options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))} />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <QuestionCard key={field.key} name={field.name} index={index} onRemove={fields.length > 1 ? () => remove(field.name) : undefined} />
              ))}
              <Space wrap>
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'SINGLE', options: [{ label: '' }, { label: '' }] })}>
                  {t('survey.addQuestion')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => addRecommendation(add)}>
                  {t('survey.addRecommendation')}
                </Button>
              </Space>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function QuestionCard({ name, index, onRemove }: { name: number; index: number; onRemove?: () => void }) {
  const { t } = useTranslation(insightsNs);
  const kind = Form.useWatch(['questions', name, 'kind']) as SurveyQuestionKind | undefined;
  return (
    <Card
      size="small"
      title={t('survey.question', { n: index + 1 })}
      extra={onRemove && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('survey.remove')} onClick={onRemove} />}
    >
      <Form.Item name={[name, 'kind']} label={t('survey.kind')} rules={[{ required: true }]}>
        <Select options={SURVEY_QUESTION_KINDS.map((k) => ({ value: k, label: t(`survey.kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name={[name, 'text']} label={t('survey.text')} rules={[{ required: true, max: 200 }]}>
        <Input />
      </Form.Item>
      <Form.Item name={[name, 'textEn']} label={t('survey.textEn')} rules={[{ max: 300 }]}>
        <Input />
      </Form.Item>
      {kind === 'SCALE' && (
        <Form.Item name={[name, 'isRecommendation']} valuePropName="checked">
          <Checkbox>{t('survey.isRecommendation')}</Checkbox>
        </Form.Item>
      )}
      {kind === 'SINGLE' && (
        <Form.List name={[name, 'options']}>
          {(options, { add, remove }) => (
            <>
              {options.map((option) => (
                <Space key={option.key} align="baseline" wrap>
                  <Form.Item name={[option.name, 'label']} rules={[{ required: true, max: 60 }]}>
                    <Input placeholder={t('survey.option')} />
                  </Form.Item>
                  <Form.Item name={[option.name, 'labelEn']} rules={[{ max: 60 }]}>
                    <Input placeholder={t('survey.optionEn')} />
                  </Form.Item>
                  {options.length > 2 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('survey.remove')} onClick={() => remove(option.name)} />}
                </Space>
              ))}
              {options.length < 10 && (
                <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ label: '' })}>
                  {t('survey.addOption')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      )}
    </Card>
  );
}
