import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function EmailPage() {
  return <SectionEmptyPage section="email" />;
}
