import { LoadingSpinner, type ProjectMember } from '@atelier/shared';
import { useActiveMembers } from '@atelier/shared/data/team';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectForm.module.css';

type MemberPickerProps = {
  selected: string[];
  /** The project's members now: kept on the list even once inactive, so none drops silently. */
  current: readonly ProjectMember[];
  onChange: (ids: string[]) => void;
};

/** Who works on the project: a checkbox per active team member. */
export function MemberPicker({ selected, current, onChange }: MemberPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const members = useActiveMembers();
  const active = members.data?.members ?? [];
  const activeIds = new Set(active.map((member) => member.id));
  const choices = [
    ...active.map((member) => ({ ...member, isInactive: false })),
    ...current
      .filter((member) => !activeIds.has(member.id))
      .map((member) => ({ ...member, isInactive: true })),
  ];
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);

  return (
    <fieldset className={kitStyles.fieldset}>
      <legend className={kitStyles.legend}>{t('projects.fields.members')}</legend>
      {members.failure ? (
        <p className={kitStyles.fieldError}>{t('projects.form.membersFailed')}</p>
      ) : members.isLoading ? (
        <LoadingSpinner />
      ) : choices.length === 0 ? (
        <p className={kitStyles.note}>{t('projects.form.noMembers')}</p>
      ) : (
        <ul className={styles.members}>
          {choices.map((member) => (
            <li key={member.id}>
              <label className={styles.member}>
                <input
                  type="checkbox"
                  checked={selected.includes(member.id)}
                  onChange={() => toggle(member.id)}
                />
                <span>
                  {member.name}
                  <span className={kitStyles.detail}>
                    {[member.role_title, member.isInactive ? t('projects.form.inactive') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
