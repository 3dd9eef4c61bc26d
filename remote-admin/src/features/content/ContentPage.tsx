import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function ContentPage() {
  return <SectionEmptyPage section="content" />;
}
