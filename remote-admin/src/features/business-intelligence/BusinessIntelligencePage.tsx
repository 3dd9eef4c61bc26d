import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function BusinessIntelligencePage() {
  return <SectionEmptyPage section="businessIntelligence" />;
}
