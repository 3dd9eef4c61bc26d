import { Button } from '@atelier/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './EstimatorForm.module.css';
import { OptionGroup } from './OptionGroup';
import {
  DESIGN_LEVELS,
  type EstimateInput,
  FEATURES,
  isIncluded,
  PROJECT_TYPES,
  SIZES,
  TIMELINES,
} from './pricing';

type EstimatorFormProps = {
  input: EstimateInput;
  onChange: (next: Partial<EstimateInput>) => void;
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function EstimatorForm({ input, onChange }: EstimatorFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const choose =
    <T extends string>(list: readonly T[], key: keyof EstimateInput) =>
    (value: string) => {
      if (isOneOf(list, value)) onChange({ [key]: value });
    };
  const toggleFeature = (value: string, isChecked: boolean) => {
    if (!isOneOf(FEATURES, value)) return;
    const others = input.features.filter((feature) => feature !== value);
    onChange({ features: isChecked ? [...others, value] : others });
  };

  // Each choice changes the estimate at once; the button leads to it.
  const showEstimate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.getElementById('estimate-summary')?.scrollIntoView({ block: 'start' });
  };

  // A real form (GET, the choices' names are the page's query): without the page's script,
  // "Show my estimate" asks the server for the page of those choices, estimate drawn.
  return (
    <form method="get" action="#estimate-summary" className={styles.form} onSubmit={showEstimate}>
      {/* The language asked for by the address, kept (no script remembers it). */}
      {params.get('lng') ? (
        <input type="hidden" name="lng" value={params.get('lng') ?? ''} />
      ) : null}
      <OptionGroup
        legend={t('estimator.steps.type')}
        name="projectType"
        type="radio"
        options={PROJECT_TYPES.map((type) => ({
          value: type,
          label: t(`projectTypes.${type}`),
          description: t(`estimator.typeHints.${type}`),
          isChecked: input.projectType === type,
        }))}
        onChange={choose(PROJECT_TYPES, 'projectType')}
      />
      <OptionGroup
        legend={t('estimator.steps.size')}
        hint={t('estimator.steps.sizeHint')}
        name="size"
        type="radio"
        columns={4}
        options={SIZES.map((size) => ({
          value: size,
          label: t(`estimator.sizes.${size}.label`),
          description: t(`estimator.sizes.${size}.description`),
          isChecked: input.size === size,
        }))}
        onChange={choose(SIZES, 'size')}
      />
      <OptionGroup
        legend={t('estimator.steps.features')}
        hint={t('estimator.steps.featuresHint')}
        name="features"
        type="checkbox"
        options={FEATURES.map((feature) => {
          const isPartOfType = isIncluded(input.projectType, feature);
          return {
            value: feature,
            label: t(`estimator.features.${feature}.label`),
            description: t(`estimator.features.${feature}.description`),
            isChecked: isPartOfType || input.features.includes(feature),
            isDisabled: isPartOfType,
            note: isPartOfType ? t('estimator.included') : undefined,
          };
        })}
        onChange={toggleFeature}
      />
      <OptionGroup
        legend={t('estimator.steps.design')}
        name="design"
        type="radio"
        options={DESIGN_LEVELS.map((level) => ({
          value: level,
          label: t(`estimator.design.${level}.label`),
          description: t(`estimator.design.${level}.description`),
          isChecked: input.design === level,
        }))}
        onChange={choose(DESIGN_LEVELS, 'design')}
      />
      <OptionGroup
        legend={t('estimator.steps.timeline')}
        name="timeline"
        type="radio"
        options={TIMELINES.map((timeline) => ({
          value: timeline,
          label: t(`estimator.timelines.${timeline}.label`),
          description: t(`estimator.timelines.${timeline}.description`),
          isChecked: input.timeline === timeline,
        }))}
        onChange={choose(TIMELINES, 'timeline')}
      />
      <div>
        <Button type="submit" variant="secondary">
          {t('estimator.showEstimate')}
        </Button>
      </div>
    </form>
  );
}
