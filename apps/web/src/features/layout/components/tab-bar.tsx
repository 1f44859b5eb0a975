import { Dropdown, Tabs, type MenuProps } from 'antd';
import { CloseCircleOutlined, CloseOutlined, HomeFilled, ReloadOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { useStore } from '@/lib/store';
import { layoutNs } from '../locales/i18n';
import { useShell } from '../page-meta';
import { applyTabAction, openTabsStore, successorTab, type OpenTab, type TabAction } from '../stores/open-tabs';

function hrefOf(tab: OpenTab): string {
  return `${tab.location.pathname}${tab.location.search}${tab.location.hash}`;
}

/** The visited pages with their right-click menu (spec 2.4); the workspace tab stays. */
export function TabBar() {
  const { t } = useTranslation(layoutNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { resolvePage } = useShell();
  const tabs = useStore(openTabsStore);
  const activeKey = resolvePage(pathname).tabKey;

  const run = (key: string, action: TabAction) => {
    const before = openTabsStore.get();
    const after = applyTabAction(before, key, action);
    openTabsStore.set(after);
    if (after.some((tab) => tab.key === activeKey)) return;
    // The page on screen was closed: show the tab acted on if it survived, else a neighbour.
    const target = after.find((tab) => tab.key === key) ?? successorTab(before, after, activeKey);
    void navigate(hrefOf(target));
  };

  const contextMenu = (tab: OpenTab, index: number): MenuProps => {
    const closable = (list: OpenTab[]) => list.some((other) => !other.fixed);
    return {
      items: [
        { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
        { key: 'closeCurrent', icon: <CloseOutlined />, label: t('tabs.closeCurrent'), disabled: tab.fixed },
        { key: 'closeOthers', icon: <CloseCircleOutlined />, label: t('tabs.closeOthers'), disabled: !closable(tabs.filter((other) => other.key !== tab.key)) },
        { key: 'closeLeft', icon: <VerticalRightOutlined />, label: t('tabs.closeLeft'), disabled: !closable(tabs.slice(0, index)) },
        { key: 'closeRight', icon: <VerticalLeftOutlined />, label: t('tabs.closeRight'), disabled: !closable(tabs.slice(index + 1)) },
        { key: 'closeAll', icon: <CloseCircleOutlined />, label: t('tabs.closeAll'), disabled: !closable(tabs) },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run(tab.key, key as TabAction);
      },
    };
  };

  const items = tabs.map((tab, index) => {
    const meta = resolvePage(tab.location.pathname);
    return {
      key: tab.key,
      closable: !tab.fixed,
      label: (
        <Dropdown trigger={['contextMenu']} menu={contextMenu(tab, index)}>
          <span className="tab-bar__label" data-tab-key={tab.key}>
            {tab.fixed && <HomeFilled />}
            {meta.title[lang]}
          </span>
        </Dropdown>
      ),
    };
  });

  return (
    <div className="tab-bar" role="navigation" aria-label={t('tabs.label')}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeKey}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate.key === key);
          if (tab) void navigate(hrefOf(tab));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run(key, 'closeCurrent');
        }}
      />
    </div>
  );
}
