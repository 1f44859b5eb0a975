import { Suspense } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import type { ContractResult } from '@crm/shared/contract';
import type { homeToday } from '@crm/shared/contracts/home';
import { useAccess } from '@/lib/access/use-access';
import { contributedHomeCards } from '@/lib/home-cards';
import { flattenMenuRoutes, toMenuRoutes, useMenuTree } from '@/lib/menu/menu-tree';
import { roleCodesOf, useCurrentUser } from '@/lib/session/user-info';
import { useHomeToday } from '../api/get-home';
import { AgendaCard } from '../components/agenda-card';
import { ApprovalsCard } from '../components/approvals-card';
import { LatestMessagesCard } from '../components/latest-messages-card';
import { MonthCard } from '../components/month-card';
import { MyWorkCard } from '../components/my-work-card';
import { ShortcutsCard } from '../components/shortcuts-card';
import { AttentionCard, TeamDayCard } from '../components/team-day-card';
import { WelcomeBanner } from '../components/welcome-banner';
import '../dashboard.css';

const SHORTCUTS = 8;

type Home = ContractResult<typeof homeToday>;
type HomeKind = 'rep' | 'manager' | 'other';

/** A district manager sees the team first; whoever logs visits, the day's agenda; every other role, its own work waiting. */
function kindOf(home: Home, roleCodes: string[], mayLog: boolean): HomeKind {
  if (roleCodes.includes('admin')) return 'other';
  if (home.team) return 'manager';
  return home.visits && mayLog ? 'rep' : 'other';
}

/** `/dashboard`: the home, built on today: the first screen after signing in. */
export default function DashboardPage() {
  const user = useCurrentUser();
  const access = useAccess();
  const menu = useMenuTree();
  const home = useHomeToday().data;
  const timeZone = user.enterpriseVO.timeZone;
  const canLog = access.hasPermission(['visit:visit:add']);
  const canPlan = access.hasPermission(['task:plan:view']);
  const pages = flattenMenuRoutes(toMenuRoutes(menu)).filter(
    (route) => route.node.type === 'MENU' && !route.node.isHidden && !route.children.some((child) => child.node.type === 'MENU'),
  );
  const kind = home ? kindOf(home, roleCodesOf(user), canLog) : null;
  const messages = <LatestMessagesCard timeZone={timeZone} />;
  const shortcuts = <ShortcutsCard pages={pages.slice(0, SHORTCUTS)} />;
  const cards = contributedHomeCards().filter((card) => access.hasPermission(card.permissions));
  const contributed = cards.map((card) => (
    <Suspense key={card.key} fallback={null}>
      <card.component />
    </Suspense>
  ));
  const approvals = home && home.approvals !== null && (kind !== 'rep' || home.approvals > 0) ? <ApprovalsCard count={home.approvals} timeZone={timeZone} /> : null;

  return (
    <div className={`dashboard dashboard--${kind ?? 'loading'}`} data-home={kind ?? undefined}>
      <WelcomeBanner user={user} />
      {!home || !kind ? (
        <Card className="dashboard-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : kind === 'rep' ? (
        <Row gutter={[16, 16]} className="dashboard__row">
          <Col xs={24} xl={15} className="dashboard__stack">
            <AgendaCard home={home} canLog={canLog} canPlan={canPlan} />
            {contributed}
          </Col>
          <Col xs={24} xl={9} className="dashboard__stack">
            {home.month && <MonthCard month={home.month} />}
            {approvals}
          </Col>
          <Col xs={24} xl={12}>
            {messages}
          </Col>
          <Col xs={24} xl={12}>
            {shortcuts}
          </Col>
        </Row>
      ) : kind === 'manager' ? (
        <Row gutter={[16, 16]} className="dashboard__row">
          <Col xs={24} xl={15}>
            <TeamDayCard team={home.team ?? []} timeZone={timeZone} />
          </Col>
          <Col xs={24} xl={9} className="dashboard__stack">
            {approvals}
            <AttentionCard team={home.team ?? []} />
          </Col>
          <Col xs={24} xl={12}>
            <AgendaCard home={home} canLog={canLog} canPlan={canPlan} />
          </Col>
          <Col xs={24} xl={12}>
            {messages}
          </Col>
        </Row>
      ) : (
        <Row gutter={[16, 16]} className="dashboard__row">
          <Col xs={24} xl={15} className="dashboard__stack">
            <MyWorkCard home={home} withApprovals={!approvals} />
            {approvals}
          </Col>
          <Col xs={24} xl={9}>
            {messages}
          </Col>
          <Col span={24}>{shortcuts}</Col>
        </Row>
      )}
    </div>
  );
}
