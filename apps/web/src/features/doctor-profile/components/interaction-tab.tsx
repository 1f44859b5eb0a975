import { Col, Row } from 'antd';
import { ActivenessCard } from './activeness-card';
import { BehaviourBars } from './behaviour-bars';
import { DoctorTimeline } from './doctor-timeline';
import { InteractionTimeline } from './interaction-timeline';
import { LazySection } from './profile-list-section';
import { TendencyDonut } from './tendency-donut';
import { TouchesCard } from './touches-card';

/** Every touch with the doctor first (the timeline, then its count by month), then the education platform's widgets of spec 2.5. */
export function InteractionTab({ id }: { id: number }) {
  return (
    <div className="profile-stack">
      <DoctorTimeline id={id} />
      <TouchesCard id={id} />
      <ActivenessCard id={id} />
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
      <LazySection name="detail">
        <InteractionTimeline id={id} />
      </LazySection>
    </div>
  );
}
