import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { SpinSlice } from '@/contract/spin';
import { backingSize, labelLines, rotationAt, sliceAngle, type SpinPlan } from '../model';
import { useWheelMetrics } from '../hooks/use-wheel-metrics';

interface WheelCanvasProps {
  slices: readonly SpinSlice[];
  /** A new plan starts an animation; null shows the wheel at rest at rotation 0. */
  plan: SpinPlan | null;
  /** After a spin: every slice but this one darkens. */
  highlight: number | null;
  onSpinEnd: () => void;
  /** Accessible description of the drawing. */
  label: string;
  /** Rendered over the centre of the wheel (the spin button). */
  children?: ReactNode;
}

const TOP = -Math.PI / 2;

/** The static wheel (slices, labels, rim, darkening) drawn into an offscreen canvas per size and state. */
function renderWheel(
  slices: readonly SpinSlice[],
  cssSize: number,
  ratio: number,
  highlight: number | null,
): HTMLCanvasElement | null {
  const pixels = backingSize(cssSize, ratio);
  if (pixels <= 0 || slices.length === 0) return null;
  const sprite = document.createElement('canvas');
  sprite.width = pixels;
  sprite.height = pixels;
  const ctx = sprite.getContext('2d');
  if (!ctx) return null;
  const scale = pixels / cssSize;
  ctx.scale(scale, scale);
  const centre = cssSize / 2;
  const radius = centre - 4;
  const step = sliceAngle(slices.length);
  const fontSize = Math.max(10, Math.min(16, Math.round(cssSize / (slices.length > 10 ? 26 : 20))));

  slices.forEach((slice, i) => {
    const start = TOP + i * step;
    ctx.beginPath();
    ctx.moveTo(centre, centre);
    ctx.arc(centre, centre, radius, start, start + step);
    ctx.closePath();
    ctx.fillStyle = slice.bgColor || '#dee2e6';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.85)';
    ctx.lineWidth = 2;
    ctx.stroke();

    ctx.save();
    ctx.translate(centre, centre);
    ctx.rotate(start + step / 2);
    ctx.fillStyle = slice.textColor || '#212529';
    ctx.font = `700 ${fontSize}px system-ui, 'Noto Sans Thai', 'Noto Sans Lao', sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    const lines = labelLines(slice.label);
    lines.forEach((line, n) => {
      const dy = (n - (lines.length - 1) / 2) * fontSize * 1.1;
      ctx.fillText(line, radius - 12, dy, radius * 0.62);
    });
    ctx.restore();

    if (highlight !== null && i !== highlight) {
      ctx.beginPath();
      ctx.moveTo(centre, centre);
      ctx.arc(centre, centre, radius, start, start + step);
      ctx.closePath();
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.fill();
    }
  });

  ctx.beginPath();
  ctx.arc(centre, centre, radius, 0, Math.PI * 2);
  ctx.strokeStyle = '#f5c542';
  ctx.lineWidth = 6;
  ctx.stroke();
  return sprite;
}

/**
 * The wheel on a canvas: measured by useWheelMetrics, drawn at the device
 * pixel ratio once per size and state, and animated with requestAnimationFrame. A frame only sets
 * the canvas's CSS rotation (composited, so nothing is repainted): no layout reads, no React state.
 */
export function WheelCanvas({ slices, plan, highlight, onSpinEnd, label, children }: WheelCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rotationRef = useRef(0);
  const onEndRef = useRef(onSpinEnd);
  const metrics = useWheelMetrics();
  useEffect(() => {
    onEndRef.current = onSpinEnd;
  }, [onSpinEnd]);

  /** Turns the wheel: a compositor-only transform of the canvas, no repaint and no layout read. */
  const turnTo = useCallback((rotation: number) => {
    const canvas = canvasRef.current;
    if (canvas) canvas.style.transform = `rotate(${rotation}rad)`;
  }, []);

  // Re-draw the sprite when the slices, the size or the darkening change, in a task of its own: on a slow
  // phone, the page's data arriving and the wheel's drawing would otherwise block the screen as one task.
  useEffect(() => {
    const timer = setTimeout(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      const pixels = backingSize(metrics.size, metrics.ratio);
      canvas.width = pixels;
      canvas.height = pixels;
      const sprite = renderWheel(slices, metrics.size, metrics.ratio, highlight);
      const ctx = canvas.getContext('2d');
      if (ctx && sprite) ctx.drawImage(sprite, 0, 0);
      turnTo(rotationRef.current);
    }, 0);
    return () => clearTimeout(timer);
  }, [slices, metrics, highlight, turnTo]);

  // Animate a new plan; no plan means the wheel rests at 0.
  useEffect(() => {
    if (!plan) {
      rotationRef.current = 0;
      turnTo(0);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const tick = (time: number) => {
      startedAt ??= time;
      const elapsed = time - startedAt;
      const done = elapsed >= plan.durationMs;
      rotationRef.current = done ? plan.to : rotationAt(elapsed, plan.from, plan.to, plan.durationMs);
      turnTo(rotationRef.current);
      if (done) onEndRef.current();
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [plan, turnTo]);

  return (
    <div className="spin-wheel__stage" style={{ width: metrics.size, height: metrics.size }}>
      {/* The turning square's box grows up to 1.41 times its side: the disc clips it (the circle always fits). */}
      <div className="spin-wheel__disc">
        <canvas
          ref={canvasRef}
          className="spin-wheel__canvas"
          role="img"
          aria-label={label}
          style={{ width: metrics.size, height: metrics.size }}
        />
      </div>
      <span className="spin-wheel__pointer" aria-hidden="true" />
      {children}
    </div>
  );
}
