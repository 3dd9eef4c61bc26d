import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function ProposalsPage() {
  return <SectionEmptyPage section="proposals" />;
}
