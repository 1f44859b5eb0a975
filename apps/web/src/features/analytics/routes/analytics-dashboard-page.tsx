import { attributeOf } from '@/lib/menu/menu-tree';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { DashboardView } from '../components/dashboard-view';

/** A menu entry's dashboard: the definition its `dashboardId` attribute names. */
export default function DashboardPage({ route }: MenuPageProps) {
  const key = attributeOf(route.node, 'dashboardId') ?? 'manager-dashboard';
  return <DashboardView dashboardKey={key} />;
}
