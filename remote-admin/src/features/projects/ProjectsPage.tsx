import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function ProjectsPage() {
  return <SectionEmptyPage section="projects" />;
}
