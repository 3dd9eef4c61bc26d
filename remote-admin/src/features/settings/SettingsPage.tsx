import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export default function SettingsPage() {
  return <SectionEmptyPage section="settings" />;
}
