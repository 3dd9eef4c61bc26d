import { useTranslation } from 'react-i18next';

export default function HomePage() {
  const { t } = useTranslation('public');
  return <h1>{t('home.title')}</h1>;
}
