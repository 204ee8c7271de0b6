import type { ReactElement } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AltTextField } from './AltTextField';

/** As the app renders it: inside the app's language (English here). */
const renderToStaticMarkup = (element: ReactElement) =>
  renderBare(
    <IntlProvider locale="en" defaultLocale="en">
      {element}
    </IntlProvider>,
  );

const photo = { url: '/media/p.jpg', type: 'image' as const };
const field = (value: string, index = 1) => renderToStaticMarkup(<AltTextField item={photo} index={index} value={value} onChange={() => undefined} />);

describe("an item's alt text field", () => {
  it('names its item and counts characters as a person does', () => {
    const html = field('A dog 🐕');
    expect(html).toContain('Alt text for photo 2');
    expect(html).toContain('7/1,000');
    expect(html).not.toContain('aria-invalid');
  });

  it("says what is wrong past 1,000 characters, in the server's words", () => {
    const html = field('a'.repeat(1001), 2);
    expect(html).toContain('1,001/1,000');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Alt text of photo 3 must be at most 1,000 characters');
  });

  it("shows a video's poster frame as its thumbnail", () => {
    const html = renderToStaticMarkup(
      <AltTextField item={{ url: '/media/v.mp4', type: 'video', posterUrl: '/media/v.jpg' }} index={0} value="" onChange={() => undefined} />,
    );
    expect(html).toContain('src="/media/v.jpg"');
    expect(html).toContain('Alt text for video 1');
  });
});
