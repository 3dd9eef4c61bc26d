import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function MarketingPage() {
  return <SectionEmptyPage section="marketing" />;
}
