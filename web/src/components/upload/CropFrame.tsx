import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { type CropBox, keyStep, moveFrame, type Size } from './cropFrame';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

const messages = defineMessages({
  label: { id: 'cropFrame.label', defaultMessage: 'Crop frame' },
  hint: { id: 'cropFrame.hint', defaultMessage: 'Drag the frame, or use the arrow keys, to choose the part of the photo to keep.' },
});

/**
 * The part of the photo kept, over its preview (which has the photo's shape, so percentages of it
 * are fractions of the photo): dragged with a finger or the mouse, or moved with the arrow keys
 * (Shift for larger steps). What is cut away is dimmed.
 */
export function CropFrame({ box, size, onMove }: { box: CropBox; size: Size; onMove: (box: CropBox) => void }) {
  const { formatMessage: t } = useIntl();
  const hintId = useId();
  const drag = useRef<{ x: number; y: number; box: CropBox } | null>(null);

  function start(event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, box };
  }

  function follow(event: PointerEvent<HTMLButtonElement>) {
    const from = drag.current;
    const shown = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!from || !shown?.width) return;
    // Screen pixels to the photo's own pixels.
    const scale = size.width / shown.width;
    onMove(moveFrame(from.box, size, (event.clientX - from.x) * scale, (event.clientY - from.y) * scale));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = keyStep(size, event.shiftKey);
    onMove(moveFrame(box, size, arrow[0] * step, arrow[1] * step));
  }

  return (
    <>
      <button
        type="button"
        className="crop-frame"
        style={{
          left: percent(box.x, size.width),
          top: percent(box.y, size.height),
          width: percent(box.width, size.width),
          height: percent(box.height, size.height),
        }}
        aria-label={t(messages.label)}
        aria-describedby={hintId}
        onPointerDown={start}
        onPointerMove={follow}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        data-testid="crop-frame"
      />
      <span id={hintId} className="sr-only">
        {t(messages.hint)}
      </span>
    </>
  );
}
