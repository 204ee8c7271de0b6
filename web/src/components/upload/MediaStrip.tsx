import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { PlusSquareIcon } from '../Icons';
import { ALBUM_MAX, useUploadTexts } from './uploadChecks';
import type { UploadItem } from './useUploadItems';

const messages = defineMessages({
  label: { id: 'mediaStrip.label', defaultMessage: 'Chosen photos and videos' },
  broken: { id: 'mediaStrip.broken', defaultMessage: "{name}: This file can't be used" },
  add: { id: 'mediaStrip.add', defaultMessage: 'Add photos or videos' },
});

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
  const { formatMessage: t } = useIntl();
  const { itemName } = useUploadTexts();
  return (
    <ol className="upload-strip" aria-label={t(messages.label)}>
      {items.map((item, index) => {
        const name = itemName(item.kind, index);
        return (
          <li key={item.key}>
            <button
              type="button"
              className="upload-strip__item"
              aria-label={item.status === 'broken' ? t(messages.broken, { name }) : name}
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
          <label htmlFor={inputId} className="upload-strip__add" title={t(messages.add)}>
            <PlusSquareIcon width={24} height={24} />
            <span className="sr-only">{t(messages.add)}</span>
          </label>
        </li>
      )}
    </ol>
  );
}
