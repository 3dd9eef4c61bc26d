import { Button } from '@atelier/shared';
import { type PointerEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Signing.module.css';

/** The drawing's size in canvas pixels: a pen stroke at this size is a PNG of a few kB. */
const WIDTH = 600;
const HEIGHT = 180;

/**
 * A pad to draw a signature with a mouse, pen or finger (pointer events). Each finished
 * stroke hands the whole drawing on as a PNG data URL; a drawing kept by the form is painted
 * back when the pad is shown again, so switching to "Type" and back loses nothing. Drawing
 * needs a pointer: the hint names typing as the keyboard's way to sign.
 */
export function SignaturePad({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const lastPoint = useRef<{ x: number; y: number } | null>(null);
  const hintId = useId();
  const errorId = useId();
  const initialValue = useRef(value);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context || !initialValue.current) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0);
    image.src = initialValue.current;
  }, []);

  /** The pointer's place in canvas pixels, whatever size the page shows the canvas at. */
  function pointOf(event: PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * WIDTH) / rect.width,
      y: ((event.clientY - rect.top) * HEIGHT) / rect.height,
    };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    lastPoint.current = pointOf(event);
    draw(event);
  }

  function draw(event: PointerEvent<HTMLCanvasElement>) {
    const from = lastPoint.current;
    const context = event.currentTarget.getContext('2d');
    if (!from || !context) return;
    const to = pointOf(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1b2a4a';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x + 0.01, to.y);
    context.stroke();
    lastPoint.current = to;
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (!lastPoint.current) return;
    lastPoint.current = null;
    onChange(event.currentTarget.toDataURL('image/png'));
  }

  function clear() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  }

  return (
    <div className={styles.padField}>
      <canvas
        ref={canvasRef}
        className={styles.pad}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t('signing.sign.pad')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onPointerDown={start}
        onPointerMove={draw}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <p id={hintId} className={styles.hint}>
        {t('signing.sign.padHint')}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button variant="ghost" size="sm" onClick={clear}>
        {t('signing.sign.clear')}
      </Button>
    </div>
  );
}
