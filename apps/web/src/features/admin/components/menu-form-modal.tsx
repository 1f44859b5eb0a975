import { Button, Col, Form, Input, Radio, Space, Switch, TreeSelect } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAdminMenuTree, useSaveMenu, type AdminMenu, type MenuInput } from '../api/menus';
import { adminNs } from '../locales/i18n';
import { blankToNull, useRequiredRule } from './admin-form-modal';
import { NameFields, SortField, TreeNodeFormModal } from './tree-node-form-modal';

export interface MenuEditing {
  menu: AdminMenu | null;
  parentId: number | null;
}

interface ParentOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

function parentOptions(menus: AdminMenu[], lang: 'zh' | 'en', excluded: number | undefined): ParentOption[] {
  return menus
    .filter((menu) => menu.type !== 'BUTTON')
    .map((menu) => ({
      value: menu.id,
      title: localizedName(lang, menu.name, menu.enName),
      disabled: menu.id === excluded,
      children: menu.id === excluded ? [] : parentOptions(menu.children, lang, excluded),
    }));
}

const PERMISSION = /^[A-Za-z*][\w*]*:[A-Za-z*][\w*]*:[A-Za-z*][\w*]*$/;

/** Creates or edits a menu entry: name, link, sort, visible, permission mark, parent, route, attributes. */
export function MenuFormModal({ editing, onClose }: { editing: MenuEditing | null; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const [form] = Form.useForm<MenuInput>();
  const tree = useAdminMenuTree();
  const save = useSaveMenu();
  const required = useRequiredRule();
  const menu = editing?.menu ?? null;

  return (
    <TreeNodeFormModal
      texts="menu"
      editing={editing}
      node={menu}
      parentPicker={<TreeSelect allowClear showSearch treeNodeFilterProp="title" placeholder={t('menu.root')} treeData={parentOptions(tree.data ?? [], lang, menu?.id)} />}
      form={form}
      initialValues={menu ? { ...menu, nameEn: menu.enName } : { parentId: editing?.parentId ?? null, type: 'MENU', sort: 0, isHidden: false, status: true, attributes: [] }}
      saving={save.isPending}
      onSubmit={(values) =>
        save
          .mutateAsync({
            id: menu?.id ?? null,
            menu: {
              ...values,
              parentId: values.parentId ?? null,
              api: blankToNull(values.api),
              icon: blankToNull(values.icon),
              permission: blankToNull(values.permission),
              attributes: values.attributes ?? [],
            },
          })
          .then(() => undefined)
      }
      onClose={onClose}
    >
      <Col span={24}>
        <Form.Item name="type" label={t('menu.type')}>
          <Radio.Group options={(['MENU', 'TAG', 'BUTTON'] as const).map((value) => ({ value, label: t(`menu.types.${value}`) }))} />
        </Form.Item>
      </Col>
      <NameFields texts="menu" maxLength={64} enMaxLength={100} enRequired />
      <Col span={12}>
        <Form.Item name="path" label={t('menu.path')} rules={[required(t('menu.path'))]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="code" label={t('menu.code')} rules={[required(t('menu.code'))]}>
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="api" label={t('menu.link')}>
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="permission" label={t('menu.permission')} rules={[{ pattern: PERMISSION, message: t('menu.permissionInvalid') }]}>
          <Input maxLength={120} placeholder="customer:doctor:list" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="icon" label={t('menu.icon')}>
          <Input maxLength={64} />
        </Form.Item>
      </Col>
      <SortField />
      <Col span={5}>
        <Form.Item
          name="isHidden"
          label={t('menu.visible')}
          valuePropName="checked"
          getValueProps={(hidden: boolean) => ({ checked: !hidden })}
          getValueFromEvent={(checked: boolean) => !checked}
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col span={5}>
        <Form.Item name="status" label={t('menu.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('menu.attributes')}>
          <Form.List name="attributes">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'name']} rules={[required(t('menu.attributeName'))]}>
                      <Input placeholder={t('menu.attributeName')} maxLength={64} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']}>
                      <Input placeholder={t('menu.attributeValue')} maxLength={500} style={{ width: 320 }} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} aria-label={t('common.delete')} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
                  {t('menu.addAttribute')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Col>
    </TreeNodeFormModal>
  );
}
