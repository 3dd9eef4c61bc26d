import { ClosingCta } from '../../common/ClosingCta';
import { usePageTitle } from '../../common/use-page-title';
import { usePageContent } from '../../content/published';
import { CaseStudies } from './CaseStudies';
import { Hero } from './Hero';
import { ProcessSteps } from './ProcessSteps';
import { ServicesOverview } from './ServicesOverview';
import { Testimonials } from './Testimonials';
import { TrustStrip } from './TrustStrip';

export default function HomePage() {
  usePageTitle('home');
  usePageContent('home');
  return (
    <>
      <Hero />
      <TrustStrip />
      <ServicesOverview />
      <ProcessSteps />
      <CaseStudies />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
