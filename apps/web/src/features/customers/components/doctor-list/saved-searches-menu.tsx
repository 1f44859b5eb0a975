import { useState } from 'react';
import { App, Button, Empty, Form, Input, List, Modal, Popconfirm, Popover, Spin, Typography } from 'antd';
import { DeleteOutlined, SaveOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useDeleteSavedSearch, useSavedSearches, useSaveSearch, type SavedSearch } from '../../api/saved-searches';
import type { CustomerListType } from '../../lib/list-types';
import { cleanFilters, type DoctorListFilters } from '../../lib/doctor-filters';
import { customersNs } from '../../locales/i18n';

interface SavedSearchesMenuProps {
  listType: CustomerListType;
  filters: DoctorListFilters;
  onApply: (search: SavedSearch) => void;
}

/** Saved searches: keep the current keyword and filters under a name, apply or delete them later. */
export function SavedSearchesMenu({ listType, filters, onApply }: SavedSearchesMenuProps) {
  const { t } = useTranslation(customersNs);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState(false);
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const [form] = Form.useForm<{ name: string }>();
  const canEdit = useAccess().hasPermission(['customer:savedSearch:edit']);

  const submit = async ({ name }: { name: string }) => {
    await save.mutateAsync({ name: name.trim(), params: { ...cleanFilters(filters), listType } });
    void message.success(t('savedSearch.saved', { name: name.trim() }));
    setNaming(false);
    form.resetFields();
  };

  const content = (
    <div className="saved-searches">
      {saved.isLoading ? (
        <Spin size="small" />
      ) : (saved.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('savedSearch.none')} />
      ) : (
        <List
          size="small"
          className="saved-searches__list"
          dataSource={saved.data}
          renderItem={(search) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('savedSearch.deleteConfirm', { name: search.name })}
                        okText={t('common.delete')}
                        cancelText={t('common.cancel')}
                        onConfirm={async () => {
                          await remove.mutateAsync(search.id);
                          void message.success(t('savedSearch.deleted'));
                        }}
                      >
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('savedSearch.deleteNamed', { name: search.name })} />
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Typography.Link
                onClick={() => {
                  onApply(search);
                  setOpen(false);
                }}
              >
                {search.name}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
      {canEdit && (
        <Button
          block
          icon={<SaveOutlined />}
          onClick={() => {
            // The popover sits above modals: left open, it would cover the naming dialog's buttons.
            setOpen(false);
            setNaming(true);
          }}
          className="saved-searches__save"
        >
          {t('savedSearch.saveCurrent')}
        </Button>
      )}
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} title={t('savedSearch.title')} content={content}>
        <Button icon={<StarOutlined />}>{t('savedSearch.title')}</Button>
      </Popover>
      <Modal
        open={naming}
        title={t('savedSearch.saveCurrent')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="name"
            label={t('savedSearch.name')}
            rules={[
              { required: true, whitespace: true, message: t('savedSearch.nameRequired') },
              { max: 50, message: t('savedSearch.nameTooLong') },
            ]}
          >
            <Input autoFocus placeholder={t('savedSearch.namePlaceholder')} maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
