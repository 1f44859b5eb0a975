import { Col, Row } from 'antd';
import { useDoctorTimeline } from '../api/get-timeline';
import { ActivenessCard } from './activeness-card';
import { BehaviourBars } from './behaviour-bars';
import { DoctorTimeline } from './doctor-timeline';
import { InteractionTimeline } from './interaction-timeline';
import { LazySection } from './profile-list-section';
import { TendencyDonut } from './tendency-donut';
import { TouchesCard } from './touches-card';

/** Every touch with the doctor first (the timeline, then its count by month), then the education platform's widgets of spec 2.5. */
export function InteractionTab({ id }: { id: number }) {
  const timeline = useDoctorTimeline(id, null);
  return (
    <div className="profile-stack">
      <DoctorTimeline id={id} />
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
