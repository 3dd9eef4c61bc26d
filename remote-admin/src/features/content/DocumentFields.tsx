import { Button, moveItem, TextAreaField, TextField } from '@atelier/shared';
import type {
  ContentDocument,
  ContentLocale,
  ContentValue,
  PublicImage,
} from '@atelier/shared/contract';
import { kitStyles, RowList } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Content.module.css';
import { blankLike, humanize, type Path, pathKey } from './document-edit';
import { ImageField } from './ImageField';

/** Texts longer than this, or on several lines, get a text area. */
const LONG_TEXT = 90;

type FieldsProps = {
  /** Server messages keyed `content.<path>`. */
  errors: Readonly<Record<string, string>>;
  /** The images the saved document names, for the image fields to show. */
  images: Readonly<Record<string, PublicImage>>;
  locale: ContentLocale;
  onChange: (path: Path, value: ContentValue) => void;
};

function useFieldLabel() {
  const { t } = useTranslation(NAMESPACE);
  return (key: string) => t(`content.fields.${key}`, { defaultValue: humanize(key) });
}

const errorAt = (errors: FieldsProps['errors'], path: Path) =>
  errors[pathKey(['content', ...path])] ?? null;

const hasErrorUnder = (errors: FieldsProps['errors'], path: Path) => {
  const prefix = pathKey(['content', ...path]);
  return Object.keys(errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));
};

/**
 * The page's document as a form: each top-level part a heading, each of its sections a
 * disclosure (opened where the server found a problem), texts, amounts and lists inside.
 */
export function DocumentFields(props: FieldsProps & { document: ContentDocument }) {
  const label = useFieldLabel();
  return (
    <div className={styles.document}>
      {Object.entries(props.document).map(([part, value]) => (
        <section key={part} className={styles.part} aria-labelledby={`content-part-${part}`}>
          <h2 id={`content-part-${part}`} className={styles.partTitle}>
            {label(part)}
          </h2>
          {typeof value === 'object' && !Array.isArray(value) ? (
            Object.entries(value).map(([section, child]) => (
              <details
                key={section}
                className={styles.section}
                open={hasErrorUnder(props.errors, [part, section]) || undefined}
              >
                <summary className={styles.summary}>{label(section)}</summary>
                <ValueField {...props} path={[part, section]} name={section} value={child} />
              </details>
            ))
          ) : (
            <ValueField {...props} path={[part]} name={part} value={value} />
          )}
        </section>
      ))}
    </div>
  );
}

type ValueProps = FieldsProps & { path: Path; name: string; value: ContentValue };

function ValueField(props: ValueProps) {
  const { value } = props;
  if (Array.isArray(value)) return <ListField {...props} list={value} />;
  if (typeof value === 'object') return <GroupField {...props} group={value} />;
  return <LeafField {...props} leaf={value} />;
}

function LeafField(props: ValueProps & { leaf: string | number }) {
  const { path, name, leaf, errors, onChange } = props;
  const label = useFieldLabel();
  const error = errorAt(errors, path);
  const fieldLabel = typeof path.at(-1) === 'number' ? name : label(name);
  if (path.at(-1) === 'image' && typeof leaf === 'string') {
    return (
      <ImageField
        label={fieldLabel}
        value={leaf}
        locale={props.locale}
        images={props.images}
        error={error}
        onChange={(id) => onChange(path, id)}
      />
    );
  }
  if (typeof leaf === 'number') {
    return (
      <TextField
        label={fieldLabel}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={String(leaf)}
        error={error}
        onChange={(event) => {
          const amount = event.target.valueAsNumber;
          onChange(path, Number.isFinite(amount) ? amount : 0);
        }}
      />
    );
  }
  const isLong = leaf.length > LONG_TEXT || leaf.includes('\n');
  return isLong ? (
    <TextAreaField
      label={fieldLabel}
      value={leaf}
      rows={Math.min(8, Math.ceil(leaf.length / 90) + 1)}
      error={error}
      onChange={(event) => onChange(path, event.target.value)}
    />
  ) : (
    <TextField
      label={fieldLabel}
      value={leaf}
      error={error}
      onChange={(event) => onChange(path, event.target.value)}
    />
  );
}

function GroupField(props: ValueProps & { group: ContentDocument }) {
  const label = useFieldLabel();
  const { path, group, errors } = props;
  const isTop = path.length === 2;
  const fields = Object.entries(group).map(([key, child]) => (
    <ValueField key={key} {...props} path={[...path, key]} name={key} value={child} />
  ));
  if (isTop) return <div className={styles.fields}>{fields}</div>;
  const error = errorAt(errors, path);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {typeof path.at(-1) === 'number' ? props.name : label(props.name)}
      </legend>
      {error ? <p className={kitStyles.dangerText}>{error}</p> : null}
      <div className={styles.fields}>{fields}</div>
    </fieldset>
  );
}

function ListField(props: ValueProps & { list: ContentValue[] }) {
  const { t } = useTranslation(NAMESPACE);
  const label = useFieldLabel();
  const { path, list, errors, onChange } = props;
  const name = label(props.name);
  const error = errorAt(errors, path);
  const replace = (next: ContentValue[]) => onChange(path, next);
  const itemName = (index: number) => t('content.list.item', { name, number: index + 1 });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{name}</legend>
      {error ? <p className={kitStyles.dangerText}>{error}</p> : null}
      <RowList
        rows={list}
        // Items have no id of their own: their place in the list is their identity.
        rowKey={(_, index) => index}
        className={kitStyles.gridList}
        rowClassName={styles.item}
        actionsClassName={styles.itemActions}
        labels={(_, index) => {
          const item = itemName(index);
          return {
            up: { name: t('content.list.moveUp', { item }), text: t('content.list.up') },
            down: { name: t('content.list.moveDown', { item }), text: t('content.list.down') },
            remove: {
              name: t('content.list.removeNamed', { item }),
              text: t('content.list.remove'),
            },
          };
        }}
        onMove={(index, by) => replace(moveItem(list, index, by))}
        onRemove={(index) => replace(list.filter((_, i) => i !== index))}
        renderRow={(item, index) => (
          <ValueField {...props} path={[...path, index]} name={itemName(index)} value={item} />
        )}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => replace([...list, blankLike(list[0])])}
        aria-label={t('content.list.addNamed', { name })}
      >
        {t('content.list.add')}
      </Button>
    </fieldset>
  );
}
