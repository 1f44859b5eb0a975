import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ISSUANCE_METHODS } from '@crm/shared/contracts/forecast';
import { useAccess } from '@/lib/access/use-access';
import { useMyProducts } from '@/lib/api/products';
import { useLanguage } from '@/lib/i18n/i18n';
import { useForecastSheet, useIssuance, useIssueTargets, useRespondToTarget, type IssuanceNode } from '../api/data-api';
import { monthFromNow } from '../components/months';
import { dataNs } from '../locales/i18n';

type Node = IssuanceNode & { children?: Node[] };

/** `/forecast/issuancePredict`: issue targets down the tree (parts sum exactly), accept or dispute one's own. */
export default function IssuancePage() {
  const { t } = useTranslation(dataNs);
  const { message } = App.useApp();
  const en = useLanguage() === 'en';
  const canPublish = useAccess().hasButton(['forecast:issuance:publish']);
  const products = useMyProducts().data ?? [];
  const [month, setMonth] = useState(monthFromNow(1));
  const [productId, setProductId] = useState<number>();
  const product = productId ?? products[0]?.id;
  const nodes = useIssuance(month, product).data ?? [];
  const units = (useForecastSheet({}, false).data?.rollup ?? []).filter((u) => u.type !== 'territory');
  const issue = useIssueTargets();
  const respond = useRespondToTarget();
  const [issuing, setIssuing] = useState(false);
  const [disputing, setDisputing] = useState<IssuanceNode>();
  const [form] = Form.useForm();
  const [comment, setComment] = useState('');
  const name = (x: { orgName: string; orgNameEn: string | null }) => (en ? (x.orgNameEn ?? x.orgName) : x.orgName);
  const build = (parent: number | null | undefined): Node[] =>
    nodes
      .filter((n) => (parent === undefined ? !nodes.some((p) => p.orgId === n.parentOrgId) : n.parentOrgId === parent))
      .map((n) => {
        const children = build(n.orgId);
        return { ...n, children: children.length ? children : undefined };
      });

  return (
    <Card
      title={t('issuance.title')}
      extra={
        canPublish && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => (form.setFieldsValue({ method: 'LAST_YEAR' }), setIssuing(true))}>
            {t('issuance.issue')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('issuance.month')}
          value={month}
          onChange={setMonth}
          style={{ width: 120 }}
          options={[0, 1, 2, 3].map((o) => ({ value: monthFromNow(o), label: monthFromNow(o) }))}
        />
        <Select
          aria-label={t('issuance.product')}
          value={product}
          onChange={setProductId}
          style={{ width: 160 }}
          options={products.map((p) => ({ value: p.id, label: en ? p.nameEn : p.name }))}
        />
      </Space>
      <Table<Node>
        size="small"
        rowKey="id"
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={nodes.map((n) => `${n.id}:${n.amount}`).join(',')}
        dataSource={build(undefined)}
        columns={[
          { title: t('issuance.unit'), render: (_, n) => name(n) },
          { title: t('issuance.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => v.toLocaleString() },
          { title: t('issuance.method'), render: (_, n) => t(`issuance.methods.${n.method}`) },
          {
            title: t('issuance.status'),
            render: (_, n) => <Tag color={n.status === 'ACCEPTED' ? 'green' : n.status === 'DISPUTED' ? 'red' : 'gold'}>{t(`issuanceStatus.${n.status}`)}</Tag>,
          },
          { title: t('issuance.comment'), dataIndex: 'comment' },
          {
            title: '',
            render: (_, n) =>
              n.canRespond &&
              n.status === 'ISSUED' && (
                <Space>
                  <Button size="small" type="link" onClick={() => respond.mutate({ id: n.id, accept: true })}>
                    {t('issuance.accept')}
                  </Button>
                  <Button size="small" type="link" danger onClick={() => (setComment(''), setDisputing(n))}>
                    {t('issuance.dispute')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={issuing}
        title={t('issuance.issue')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        confirmLoading={issue.isPending}
        onCancel={() => setIssuing(false)}
        onOk={() =>
          void form
            .validateFields()
            .then((v: { orgId: number; amount: number; method: (typeof ISSUANCE_METHODS)[number] }) =>
              issue.mutate({ month, productId: product!, ...v }, { onSuccess: () => (setIssuing(false), void message.success(t('issuance.issued'))) }),
            )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item name="orgId" label={t('issuance.issueTo')} rules={[{ required: true }]}>
            <Select options={units.map((u) => ({ value: u.orgId, label: en ? (u.nameEn ?? u.name) : u.name }))} />
          </Form.Item>
          <Form.Item name="amount" label={t('issuance.amount')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="method" label={t('issuance.method')} rules={[{ required: true }]}>
            <Select options={ISSUANCE_METHODS.map((m) => ({ value: m, label: t(`issuance.methods.${m}`) }))} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={!!disputing}
        title={t('issuance.dispute')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !comment.trim() }}
        onCancel={() => setDisputing(undefined)}
        onOk={() => respond.mutate({ id: disputing!.id, accept: false, comment }, { onSuccess: () => setDisputing(undefined) })}
      >
        <Input.TextArea
          aria-label={t('issuance.disputeComment')}
          placeholder={t('issuance.disputeComment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={500}
        />
      </Modal>
    </Card>
  );
}
