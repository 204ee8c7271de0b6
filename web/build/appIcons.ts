import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the installed app's icons that the manifest names besides the two original ones:
 * `npx tsx web/build/appIcons.ts` writes them into web/public/icons, where they are committed.
 * - The maskable icon: the original artwork (the accent gradient, the white eye) with the eye
 *   shrunk to sit inside the central 80% circle that every platform's mask keeps, the gradient
 *   reaching every edge so that no mask shows a border.
 * - The shortcuts' icons (New post, Messages): the bar's own glyphs, white on the same gradient.
 */
const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const gradient = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#bg)"/>`;

/** The eye of icon-512.png (264 px wide there), centred and scaled by `scale`. */
const eye = (scale: number) => `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M137 256 C 190 170, 322 170, 375 256 C 322 342, 190 342, 137 256 Z" fill="none" stroke="#fff" stroke-width="26" stroke-linejoin="round"/>
    <circle cx="256" cy="256" r="46" fill="#fff"/>
    <circle cx="268" cy="241" r="12" fill="#4f46e5"/>
  </g>`;

/** A 24-unit glyph of web/src/components/Icons.tsx, white strokes in the middle half of the icon. */
const glyph = (body: string) =>
  `<g transform="translate(112 112) scale(12)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;

const svg = (content: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${gradient}${content}</svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  // 0.8 of the original's eye: 212 px wide, its farthest point 106 px from the centre, well inside the 205 px radius.
  { file: 'icon-maskable-512.png', size: 512, svg: svg(eye(0.8)) },
  { file: 'icon-maskable-192.png', size: 192, svg: svg(eye(0.8)) },
  { file: 'shortcut-new-post.png', size: 96, svg: svg(glyph('<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M12 8v8M8 12h8"/>')) },
  { file: 'shortcut-messages.png', size: 96, svg: svg(glyph('<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>')) },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png({ compressionLevel: 9, palette: true }).toFile(path.join(iconsDir, icon.file));
  console.log(`web/public/icons/${icon.file}`);
}
