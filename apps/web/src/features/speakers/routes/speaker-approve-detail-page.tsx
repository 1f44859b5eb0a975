import { SpeakerDetailView } from '../components/speaker-detail-view';
import '../speakers.css';

/** `/meeting/speakerApproveDetail?id=`: a speaker under review with the approver's decision and the chain's history. */
export default function SpeakerApproveDetailPage() {
  return <SpeakerDetailView forApprover />;
}
