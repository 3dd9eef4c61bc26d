import type { ScoringCondition } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FACT_VALUES, type WhenPart, whenParts } from './fact-tests';

/** The words of one fact's value ("asap" → "As soon as possible"); an unknown one as it is. */
export function useFactWords() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const fact = (name: string) => t(`scoring.facts.${name}`, { defaultValue: name });
  const value = (name: string, raw: string) =>
    FACT_VALUES[name]?.includes(raw)
      ? t(`scoring.factValues.${name}.${raw}`, { defaultValue: raw })
      : raw;
  const bound = (name: string, raw: number) =>
    name === 'budget' ? format.wholeMoney(raw * 100, 'USD') : format.number(raw, 1);
  return { fact, value, bound };
}

function usePartText() {
  const { t } = useTranslation(NAMESPACE);
  const words = useFactWords();
  return (part: WhenPart): string => {
    const fact = words.fact(part.fact);
    switch (part.kind) {
      case 'missing':
        return t('scoring.when.missing', { fact });
      case 'flag':
        return t(part.value ? 'scoring.when.yes' : 'scoring.when.no', { fact });
      case 'choice':
        return t('scoring.when.oneOf', {
          fact,
          values: part.values.map((raw) => words.value(part.fact, raw)).join(t('scoring.when.or')),
        });
      default: {
        const min = part.min === undefined ? null : words.bound(part.fact, part.min);
        const max = part.max === undefined ? null : words.bound(part.fact, part.max);
        if (min !== null && max !== null) return t('scoring.when.between', { fact, min, max });
        if (min !== null) return t('scoring.when.atLeast', { fact, min });
        return t('scoring.when.atMost', { fact, max });
      }
    }
  };
}

/** A condition's `when`, read aloud: "Budget at least $50,000 and phone given". */
export function ConditionWhen({ when }: { when: ScoringCondition['when'] }) {
  const { t } = useTranslation(NAMESPACE);
  const text = usePartText();
  const parts = whenParts(when);
  if (parts.length === 0) return <>{t('scoring.when.always')}</>;
  return <>{parts.map(text).join(t('scoring.when.and'))}</>;
}
