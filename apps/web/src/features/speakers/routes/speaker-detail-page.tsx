import { SpeakerDetailView } from '../components/speaker-detail-view';
import '../speakers.css';

/** `/meeting/speakerDetail?id=`: a speaker's profile, honoraria this year against the cap, and approval. */
export default function SpeakerDetailPage() {
  return <SpeakerDetailView forApprover={false} />;
}
