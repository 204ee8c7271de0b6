import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { CloseIcon } from '../Icons';
import { CropFrame } from './CropFrame';
import type { CropBox } from './cropFrame';
import type { UploadItem } from './useUploadItems';

const messages = defineMessages({
  cannotUse: { id: 'itemPreview.cannotUse', defaultMessage: "This file can't be used" },
  video: { id: 'itemPreview.video', defaultMessage: 'Selected video preview' },
  photo: { id: 'itemPreview.photo', defaultMessage: 'Selected photo preview' },
  remove: { id: 'itemPreview.remove', defaultMessage: 'Remove {name}' },
});

/** The photo's shape, at most 420 px high, so that the crop frame's percentages are the photo's. */
function shapeOf(item: UploadItem): CSSProperties | undefined {
  if (!item.size) return undefined;
  const { width, height } = item.size;
  return { aspectRatio: `${width} / ${height}`, width: `min(100%, ${Math.round((420 * width) / height)}px)` };
}

/**
 * The selected item, large: a photo with its crop frame (when a shape is chosen), a video with its
 * controls, or, for a file the browser cannot show, the words instead of a broken preview. The
 * remove button sits at its top-right corner.
 */
export function ItemPreview({
  item,
  name,
  cropping,
  onCrop,
  onBroken,
  onRemove,
}: {
  item: UploadItem;
  name: string;
  cropping: boolean;
  onCrop: (box: CropBox) => void;
  onBroken: () => void;
  onRemove: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const broken = item.status === 'broken';
  return (
    <div className={`upload-preview${broken ? ' upload-preview--broken' : ''}`} data-testid="upload-preview">
      <div className="upload-preview__photo" style={broken ? undefined : shapeOf(item)}>
        {broken ? (
          <p className="upload-preview__cannot" role="alert">
            {t(messages.cannotUse)}
          </p>
        ) : item.kind === 'video' ? (
          <video key={item.key} src={item.url} controls playsInline muted aria-label={t(messages.video)} onError={onBroken} />
        ) : (
          <img key={item.key} src={item.url} alt={t(messages.photo)} onError={onBroken} draggable={false} />
        )}
        {cropping && item.crop && item.size && <CropFrame box={item.crop} size={item.size} onMove={onCrop} />}
        <button type="button" className="upload-preview__remove" aria-label={t(messages.remove, { name })} onClick={onRemove}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
