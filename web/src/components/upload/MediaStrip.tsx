import { PlusSquareIcon } from '../Icons';
import { CANNOT_USE } from './ItemPreview';
import { ALBUM_MAX, itemName } from './uploadChecks';
import type { UploadItem } from './useUploadItems';

/** The chosen items as a row of thumbnails, in the order they will be posted; the last tile adds more. */
export function MediaStrip({
  items,
  selectedKey,
  onSelect,
  inputId,
}: {
  items: UploadItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  inputId: string;
}) {
  return (
    <ol className="upload-strip" aria-label="Chosen photos and videos">
      {items.map((item, index) => {
        const name = itemName(item.kind, index);
        return (
          <li key={item.key}>
            <button
              type="button"
              className="upload-strip__item"
              aria-label={item.status === 'broken' ? `${name}: ${CANNOT_USE}` : name}
              aria-current={item.key === selectedKey ? 'true' : undefined}
              onClick={() => onSelect(item.key)}
            >
              {item.status === 'broken' ? (
                <span className="upload-strip__broken" aria-hidden="true">
                  !
                </span>
              ) : item.kind === 'video' ? (
                <video src={item.url} muted preload="metadata" aria-hidden="true" tabIndex={-1} />
              ) : (
                <img src={item.url} alt="" />
              )}
              <span className="upload-strip__number" aria-hidden="true">
                {index + 1}
              </span>
            </button>
          </li>
        );
      })}
      {items.length < ALBUM_MAX && (
        <li>
          <label htmlFor={inputId} className="upload-strip__add" title="Add photos or videos">
            <PlusSquareIcon width={24} height={24} />
            <span className="sr-only">Add photos or videos</span>
          </label>
        </li>
      )}
    </ol>
  );
}
