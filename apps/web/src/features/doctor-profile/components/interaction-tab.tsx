import { Suspense } from 'react';
import { Col, Row } from 'antd';
import { useAccess } from '@/lib/access/use-access';
import { contributedDoctorCards } from '@/lib/doctor-cards';
import { useDoctorTimeline } from '../api/get-timeline';
import { ActivenessCard } from './activeness-card';
import { BehaviourBars } from './behaviour-bars';
import { DoctorTimeline } from './doctor-timeline';
import { InteractionTimeline } from './interaction-timeline';
import { LazySection } from './profile-list-section';
import { TendencyDonut } from './tendency-donut';
import { TouchesCard } from './touches-card';

/** Every touch with the doctor first (the timeline, then other features' cards and its count by month), then the education platform's widgets of spec 2.5. */
export function InteractionTab({ id }: { id: number }) {
  const timeline = useDoctorTimeline(id, null);
  const access = useAccess();
  const cards = contributedDoctorCards().filter((card) => access.hasPermission(card.permissions));
  return (
    <div className="profile-stack">
      <DoctorTimeline id={id} />
      {/* Other features' cards (the caller's suggested next steps), asked for once the timeline has loaded. */}
      {cards.length > 0 && (
        <LazySection name="suggested" ready={!timeline.isPending}>
          <Suspense fallback={null}>
            {cards.map((card) => (
              <card.component key={card.key} doctorId={id} />
            ))}
          </Suspense>
        </LazySection>
      )}
      {/* Below the timeline's first page, these ask for their data once they scroll near, after the timeline has loaded. */}
      <LazySection name="touches" ready={!timeline.isPending}>
        <TouchesCard id={id} />
      </LazySection>
      <ActivenessCard id={id} />
      <LazySection name="platform" ready={!timeline.isPending}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <BehaviourBars id={id} />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <TendencyDonut id={id} call="tendency" />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <TendencyDonut id={id} call="educateTendency" />
          </Col>
        </Row>
      </LazySection>
      <LazySection name="detail">
        <InteractionTimeline id={id} />
      </LazySection>
    </div>
  );
}
