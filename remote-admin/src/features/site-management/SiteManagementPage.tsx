import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function SiteManagementPage() {
  return <SectionEmptyPage section="siteManagement" />;
}
