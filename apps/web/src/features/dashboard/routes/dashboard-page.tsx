import { Col, Row } from 'antd';
import { useUnreadCount } from '@/lib/notifications/unread-count';
import { flattenMenuRoutes, toMenuRoutes, useMenuTree } from '@/lib/menu/menu-tree';
import { useCurrentUser } from '@/lib/session/user-info';
import { useColleagues } from '@/lib/api/colleagues';
import { useMyProducts } from '@/lib/api/products';
import { AccountCard } from '../components/account-card';
import { LatestMessagesCard } from '../components/latest-messages-card';
import { ProductsCard } from '../components/products-card';
import { ShortcutsCard } from '../components/shortcuts-card';
import { StatCards } from '../components/stat-cards';
import { TeamCard } from '../components/team-card';
import { WorkCards } from '../components/work-cards';
import { WelcomeBanner } from '../components/welcome-banner';
import '../dashboard.css';

const SHORTCUTS = 8;

/** `/dashboard`: the signed-in user's own figures; the first screen after signing in. */
export default function DashboardPage() {
  const user = useCurrentUser();
  const menu = useMenuTree();
  const unread = useUnreadCount().data;
  const products = useMyProducts().data;
  const colleagues = useColleagues(user.id).data;
  const pages = flattenMenuRoutes(toMenuRoutes(menu)).filter(
    (route) => route.node.type === 'MENU' && !route.node.isHidden && !route.children.some((child) => child.node.type === 'MENU'),
  );

  return (
    <div className="dashboard">
      <WelcomeBanner user={user} />
      <StatCards figures={{ unread, products: products?.length, team: colleagues?.totalElements, features: pages.length }} />
      <Row gutter={[16, 16]} className="dashboard__row">
        <Col span={24}>
          <WorkCards timeZone={user.enterpriseVO.timeZone} />
        </Col>
        <Col xs={24} xl={16}>
          <ShortcutsCard pages={pages.slice(0, SHORTCUTS)} />
        </Col>
        <Col xs={24} xl={8}>
          <AccountCard user={user} />
        </Col>
        <Col xs={24} xl={8}>
          <LatestMessagesCard timeZone={user.enterpriseVO.timeZone} />
        </Col>
        <Col xs={24} xl={8}>
          <ProductsCard products={products} />
        </Col>
        <Col xs={24} xl={8}>
          <TeamCard colleagues={colleagues} />
        </Col>
      </Row>
    </div>
  );
}
