import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function LeadsPage() {
  return <SectionEmptyPage section="leads" />;
}
