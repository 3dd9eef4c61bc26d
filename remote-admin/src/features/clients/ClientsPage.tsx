import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function ClientsPage() {
  return <SectionEmptyPage section="clients" />;
}
