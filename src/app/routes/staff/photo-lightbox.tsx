import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasePhoto } from './use-case-photos.ts';

const MIN_ZOOM = 1;
const MAX_ZOOM = 5;
const ZOOM_STEP = 0.5;
/** How far a key press moves a zoomed photo, in screen pixels. */
const PAN_STEP = 60;
/** A finger or mouse moving this far sideways on an unzoomed photo turns to the next one. */
const SWIPE_PX = 50;

interface View {
  zoom: number;
  x: number;
  y: number;
}
const WHOLE: View = { zoom: 1, x: 0, y: 0 };
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * One case photo at the size of the screen, to tell rust pustules from leaf-spot lesions: zoom with
 * the buttons, + and −, the wheel or two fingers; pan by dragging or Shift+arrows; previous and next
 * with the arrows, the buttons or a swipe. A modal <dialog>: Escape closes it and focus stays inside.
 */
export function PhotoLightbox({
  photos,
  start,
  name,
  onClose,
}: {
  photos: readonly CasePhoto[];
  start: number;
  name: (index: number) => string;
  onClose: (last: number) => void;
}) {
  const { t } = useTranslation('staff');
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(WHOLE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; pinch: number | null; zoom: number }>({
    startX: 0,
    pinch: null,
    zoom: 1,
  });
  const photo = photos[index];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const go = (step: number) => {
    setIndex((current) => (current + step + photos.length) % photos.length);
    setView(WHOLE);
  };
  const zoomBy = (step: number) =>
    setView((current) => {
      const zoom = clampZoom(current.zoom + step);
      return zoom === 1
        ? WHOLE
        : { zoom, x: current.x * (zoom / current.zoom), y: current.y * (zoom / current.zoom) };
    });
  const pan = (dx: number, dy: number) =>
    setView((current) =>
      current.zoom === 1 ? current : { ...current, x: current.x + dx, y: current.y + dy },
    );

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = event.shiftKey
      ? {
          ArrowLeft: () => pan(PAN_STEP, 0),
          ArrowRight: () => pan(-PAN_STEP, 0),
          ArrowUp: () => pan(0, PAN_STEP),
          ArrowDown: () => pan(0, -PAN_STEP),
        }
      : {
          ArrowLeft: () => go(-1),
          ArrowRight: () => go(1),
          '+': () => zoomBy(ZOOM_STEP),
          '=': () => zoomBy(ZOOM_STEP),
          '-': () => zoomBy(-ZOOM_STEP),
          '0': () => setView(WHOLE),
        };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    gesture.current =
      points.length === 2
        ? {
            startX: 0,
            pinch: Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y),
            zoom: view.zoom,
          }
        : { startX: event.clientX, pinch: null, zoom: view.zoom };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const { pinch, zoom } = gesture.current;
    if (points.length === 2 && pinch) {
      const distance = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
      const next = clampZoom(zoom * (distance / pinch));
      setView((current) => (next === 1 ? WHOLE : { ...current, zoom: next }));
    } else if (points.length === 1) pan(event.clientX - last.x, event.clientY - last.y);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    const moved = event.clientX - gesture.current.startX;
    if (wasSingle && view.zoom === 1 && gesture.current.pinch === null && Math.abs(moved) > SWIPE_PX)
      go(moved < 0 ? 1 : -1);
  };
  const onWheel = (event: WheelEvent) => zoomBy(event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP);

  return (
    <dialog
      ref={dialog}
      className="staff-lightbox"
      aria-labelledby="lightbox-title"
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
    >
      <div className="staff-lightbox__bar">
        <h2 id="lightbox-title" aria-live="polite">
          {t('photos.position', { name: name(index), number: index + 1, count: photos.length })}
        </h2>
        <p className="staff-lightbox__hint">{t('photos.keys')}</p>
        <div className="staff-lightbox__tools" role="group" aria-label={t('photos.tools')}>
          <button
            type="button"
            className="button"
            onClick={() => zoomBy(-ZOOM_STEP)}
            disabled={view.zoom <= MIN_ZOOM}
          >
            {t('photos.zoom_out')}
          </button>
          <span className="staff-lightbox__zoom">
            {t('photos.zoom', { percent: Math.round(view.zoom * 100) })}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={view.zoom >= MAX_ZOOM}
          >
            {t('photos.zoom_in')}
          </button>
          {photos.length > 1 && (
            <>
              <button type="button" className="button" onClick={() => go(-1)}>
                {t('photos.previous')}
              </button>
              <button type="button" className="button" onClick={() => go(1)}>
                {t('photos.next')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--primary"
            autoFocus
            onClick={() => dialog.current?.close()}
          >
            {t('photos.close')}
          </button>
        </div>
      </div>
      <div
        className="staff-lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
      >
        {photo?.state === 'ready' ? (
          <img
            className="staff-lightbox__image"
            src={photo.url}
            alt={name(index)}
            draggable={false}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})` }}
          />
        ) : (
          <p>{photo?.state === 'failed' ? t('photos.failed', { name: name(index) }) : t('loading')}</p>
        )}
      </div>
    </dialog>
  );
}
