import { ButtonLink } from '@atelier/shared';

/** The two ways in a page offers: start a project (the form), or estimate it first. */
export function StartLinks({ start, estimate }: { start: string; estimate: string }) {
  return (
    <>
      <ButtonLink to="/get-started" size="lg">
        {start}
      </ButtonLink>
      <ButtonLink to="/estimator" size="lg" variant="secondary">
        {estimate}
      </ButtonLink>
    </>
  );
}
