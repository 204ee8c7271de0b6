import { useCallback, useEffect, useRef, useState } from 'react';
import { type Aspect, type CropBox, type Size, reshape } from './cropFrame';
import { probeMedia } from './probeMedia';
import { fileProblem, type Kind, kindOf, roomFor, useUploadTexts } from './uploadChecks';

/** A chosen photo or video, with what the person gave it before sending. */
export type UploadItem = {
  key: string;
  file: File;
  kind: Kind;
  /** An object URL of the file, for its previews; revoked when the item goes. */
  url: string;
  /** Read in the page: 'broken' when the browser cannot show the file. */
  status: 'reading' | 'ready' | 'broken';
  size: Size | null;
  alt: string;
  aspect: Aspect;
  crop: CropBox | null;
};

let lastKey = 0;

/**
 * The Upload screen's chosen items in order: added (checked first, at most 10), read in the page
 * (a file the browser cannot show is marked at once), selected, edited, moved and removed.
 * `refusals` says in words why the files of the last choice that were left out were.
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const texts = useUploadTexts();
  const current = useRef(items);
  current.current = items;

  useEffect(
    () => () => {
      for (const item of current.current) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const update = useCallback((key: string, change: (item: UploadItem) => Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change(item) } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const usable = files.filter((file) => !fileProblem(file));
      const { taken, left } = roomFor(current.current.length, usable.length);
      const problems = files.map(texts.fileProblem).filter((problem): problem is string => problem !== null);
      setRefusals(left > 0 ? [...problems, texts.tooMany(left)] : problems);
      const added: UploadItem[] = usable.slice(0, taken).map((file) => ({
        key: `item-${++lastKey}`,
        file,
        kind: kindOf(file),
        url: URL.createObjectURL(file),
        status: 'reading',
        size: null,
        alt: '',
        aspect: 'original',
        crop: null,
      }));
      if (added.length === 0) return;
      setItems((list) => [...list, ...added]);
      setSelectedKey(added[0].key);
      for (const item of added)
        void probeMedia(item.file, item.kind).then((size) => update(item.key, () => (size ? { status: 'ready', size } : { status: 'broken' })));
    },
    [texts, update],
  );

  const remove = useCallback((key: string) => {
    const list = current.current;
    const at = list.findIndex((item) => item.key === key);
    if (at < 0) return;
    URL.revokeObjectURL(list[at].url);
    const rest = list.filter((item) => item.key !== key);
    setItems(rest);
    setSelectedKey(rest[Math.min(at, rest.length - 1)]?.key ?? null);
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  }, []);

  const setAlt = useCallback((key: string, alt: string) => update(key, () => ({ alt })), [update]);
  const setAspect = useCallback(
    (key: string, aspect: Aspect) => update(key, (item) => ({ aspect, crop: item.size ? reshape(item.crop, item.size, aspect) : null })),
    [update],
  );
  const setCrop = useCallback((key: string, crop: CropBox) => update(key, () => ({ crop })), [update]);
  const markBroken = useCallback((key: string) => update(key, () => ({ status: 'broken' })), [update]);

  const selected = items.find((item) => item.key === selectedKey) ?? items[0] ?? null;
  return { items, selected, select: setSelectedKey, refusals, add, remove, move, setAlt, setAspect, setCrop, markBroken };
}
