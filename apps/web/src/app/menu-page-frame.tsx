import type { ComponentType } from 'react';
import { ExceptionPage } from '@/components/exception/exception-page';
import { EmbeddedFramePage } from '@/features/layout/components/embedded-frame-page';
import { ExternalLinkPage } from '@/features/layout/components/external-link-page';
import { SectionTabs } from '@/features/layout/components/section-tabs';
import { useLanguage } from '@/lib/i18n/i18n';
import { isExternalAddress, isFlagSet } from '@/lib/menu/menu-tree';
import { menuTitle, type MenuPageProps, type MenuRoute } from '@/lib/menu/menu-types';

/** Status tabs of the same page, shown as a strip when there is more than one. */
function siblingTabs(route: MenuRoute): MenuRoute[] {
  const parent = route.ancestors[route.ancestors.length - 1];
  if (route.node.type !== 'TAG' || !parent) return [];
  const tabs = parent.children.filter((child) => child.node.type === 'TAG' && !child.node.isHidden);
  return tabs.length > 1 ? tabs : [];
}

interface MenuPageFrameProps {
  route: MenuRoute;
  page: ComponentType<MenuPageProps> | undefined;
}

/** What a menu route shows: its registered page (under the tab strip), a frame, or 404. */
export function MenuPageFrame({ route, page: Page }: MenuPageFrameProps) {
  const lang = useLanguage();
  const { api } = route.node;
  if (isExternalAddress(api)) {
    const title = menuTitle(route.node, lang);
    return isFlagSet(route.node, 'externalApi') ? <ExternalLinkPage address={api} title={title} /> : <EmbeddedFramePage src={api} title={title} />;
  }
  if (!Page) return <ExceptionPage kind="404" embedded />;
  const siblings = siblingTabs(route);
  return (
    <>
      {siblings.length > 0 && <SectionTabs siblings={siblings} />}
      <Page route={route} />
    </>
  );
}
