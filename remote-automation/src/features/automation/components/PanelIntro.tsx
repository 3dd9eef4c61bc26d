import styles from './PanelIntro.module.css';

/** The heading and one-line purpose at the top of a tab's panel. */
export function PanelIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className={styles.intro}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
    </div>
  );
}
