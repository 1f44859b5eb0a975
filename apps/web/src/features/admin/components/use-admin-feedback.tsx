import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNs } from '../locales/i18n';

/** Spec 8: delete confirmations and the 'Delete success' / 'Delete canceled' / save texts. */
export function useAdminFeedback() {
  const { t } = useTranslation(adminNs);
  const { modal, message } = App.useApp();

  const confirmDelete = (content: string, remove: () => Promise<string | void>) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const detail = await remove();
        void message.success(detail ? `${t('common.deleteSuccess')}: ${detail}` : t('common.deleteSuccess'));
      },
      onCancel: () => void message.info(t('common.deleteCanceled')),
    });

  const confirm = (content: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await run();
        void message.success(done);
      },
    });

  const saved = (isNew: boolean) => void message.success(isNew ? t('common.createSuccess') : t('common.updateSuccess'));

  return { confirmDelete, confirm, saved, message };
}
