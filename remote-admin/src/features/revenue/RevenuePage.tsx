import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function RevenuePage() {
  return <SectionEmptyPage section="revenue" />;
}
