import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function TeamPage() {
  return <SectionEmptyPage section="team" />;
}
