import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function ImagesPage() {
  return <SectionEmptyPage section="images" />;
}
