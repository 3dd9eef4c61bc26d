import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function AnalyticsPage() {
  return <SectionEmptyPage section="analytics" />;
}
