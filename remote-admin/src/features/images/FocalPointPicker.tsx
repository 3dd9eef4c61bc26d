import type { MediaImage } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { thumbnailUrl } from './api';
import styles from './Images.module.css';

type Focal = MediaImage['focal'];

const STEP = 0.05;
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** The focal point a key press moves to, or null for any other key. */
export function focalAfterKey(focal: Focal, key: string): Focal | null {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-STEP, 0],
    ArrowRight: [STEP, 0],
    ArrowUp: [0, -STEP],
    ArrowDown: [0, STEP],
  };
  const move = moves[key];
  return move ? { x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) } : null;
}

/**
 * The image with a marker on its focal point: a click puts the point there, the arrow keys move
 * it by 5 %. It is a slider-like control named with its position, so it is read out as it moves.
 */
export function FocalPointPicker({
  image,
  focal,
  onChange,
}: {
  image: MediaImage;
  focal: Focal;
  onChange: (focal: Focal) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const url = thumbnailUrl(image, 640);
  const position = t('images.focal.position', {
    x: Math.round(focal.x * 100),
    y: Math.round(focal.y * 100),
  });

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = focalAfterKey(focal, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className={styles.focalFrame}>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('images.focal.label')}
        aria-valuetext={position}
        aria-valuenow={Math.round(focal.x * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        className={styles.focalArea}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        onClick={click}
        onKeyDown={key}
      >
        {url ? <img src={url} alt="" className={styles.focalImage} /> : null}
        <span
          className={styles.focalMarker}
          style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          aria-hidden="true"
        />
      </div>
      <p className={kitStyles.note}>
        {t('images.focal.hint')} {position}
      </p>
    </div>
  );
}
