import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function PaymentsPage() {
  return <SectionEmptyPage section="payments" />;
}
