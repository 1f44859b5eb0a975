import type { MenuPageProps } from '@/lib/menu/menu-types';
import { FunnelPage } from './funnel-page';

export default function IndirectFunnelPage(_props: MenuPageProps) {
  return <FunnelPage kind="indirect" />;
}
